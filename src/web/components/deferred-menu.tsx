/**
 * DeferredMenu: a menu whose code (Mantine's Menu and Popover with floating-ui, about 27 KB
 * gzipped) is not part of a first page (decisions 0028, 0067): the header's, a list row's. Until it
 * is opened the same button is drawn without its menu; the code is fetched on the first sign someone
 * wants it (the pointer over the button, a touch, focus) and the menu takes the button's place,
 * opened, on the click:
 *
 *   const menuCode = deferredCode(() => import('./language-menu'), (m) => m.LanguageMenu);
 *   <DeferredMenu code={menuCode} button={LanguageButton} />
 *   <DeferredMenu code={…} button={UserButton} menuProps={{ user }} />   // given to both
 *
 * Only a click swaps the buttons: a swap between the press and the release of a click would lose
 * that click. The menu's button takes the focus over, so a keyboard user (Enter or Space is a
 * click) stays where they were. A failed fetch is tried again on the next click (deferredCode).
 */
import { type ComponentType, type RefObject, useEffect, useState } from 'react';
import type { DeferredCode } from './deferred-widget';

/**
 * For the loaded menu, which arrives because its button was clicked: its own button takes the
 * focus and is clicked, so the menu opens the way a click opens it (Mantine's own path, focus
 * moving into the items).
 */
export function useArrival(button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    button.current?.focus();
    button.current?.click();
  }, [button]);
}

export interface MenuIntent {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onClick: () => void;
}

export function DeferredMenu<P extends object = object>(props: {
  code: DeferredCode<P>;
  button: ComponentType<MenuIntent & P>;
  /** What the button and the loaded menu need besides (the user whose menu it is). */
  menuProps?: P;
}) {
  const [Menu, setMenu] = useState<ComponentType<P> | null>(null);
  const prefetch = () => void props.code.load().catch(() => undefined);
  const extra = props.menuProps as P;
  if (Menu) return <Menu {...extra} />;
  const Button = props.button;
  return (
    <Button
      {...extra}
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
      onClick={() => {
        props.code.load().then(
          (loaded) => setMenu(() => loaded),
          () => undefined,
        );
      }}
    />
  );
}
