import { ActionIcon, Button, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allTextsReady } from '@web/lib/i18n';

interface PaletteProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The palette's code (Mantine's Spotlight and Modal) and its texts, fetched on the first sign
 * someone wants them: the header is on every first page, which should not carry them (decisions
 * 0028, 0031). A failed fetch is tried again on the next try.
 */
const loadPalette = () =>
  Promise.all([import('./search-palette'), allTextsReady()]).then(([m]) => m.SearchPalette);
const prefetch = () => void loadPalette().catch(() => undefined);

const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The header's search: a box that opens the search palette (an icon button on a phone), and
 * Ctrl+K (Cmd+K on a Mac) anywhere in the signed-in app, in a text field too.
 */
export function SearchTrigger() {
  const { t } = useTranslation();
  const [Palette, setPalette] = useState<ComponentType<PaletteProps> | null>(null);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    if (Palette) return;
    loadPalette().then(
      (loaded) => setPalette(() => loaded),
      () => setOpened(false),
    );
  };
  useHotkeys([['mod+K', open]], []);
  const intent = { onPointerEnter: prefetch, onTouchStart: prefetch, onFocus: prefetch, onClick: open };
  const shortcut = onMac() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button
        visibleFrom="sm"
        variant="default"
        w={220}
        justify="space-between"
        fw={400}
        c="dimmed"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <Text span size="xs" c="dimmed" dir="ltr" aria-hidden>
            {shortcut}
          </Text>
        }
        aria-haspopup="dialog"
        aria-keyshortcuts={onMac() ? 'Meta+K' : 'Control+K'}
        {...intent}
      >
        {t('nav.search')}
      </Button>
      <ActionIcon
        hiddenFrom="sm"
        variant="default"
        size="lg"
        aria-label={t('nav.search')}
        aria-haspopup="dialog"
        {...intent}
      >
        <IconSearch size={18} />
      </ActionIcon>
      {Palette && <Palette opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
