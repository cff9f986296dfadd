import { Button, Group, Text } from '@mantine/core';
import { type ComponentType, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { textSectionsReady } from '@web/lib/i18n';
import { type DeferredCode, deferredCode, useDeferredWidget } from './deferred-widget';

/**
 * The code of a page's sections under its first screen (a DeferredPart's `code`): their module,
 * fetched again after a failure, with the text sections they show, which the page's first screen
 * does not wait for. The texts are not waited for when they fail: a missing text fetches its
 * section and draws again (lib/i18n.ts).
 *
 *   const sectionsCode = deferredSections(() => import('./account-page-sections'), (m) => m.AccountPageSections, ['sessions']);
 */
export function deferredSections<M, P>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  texts: readonly string[],
): DeferredCode<P> {
  return deferredCode(
    () => Promise.all([load(), textSectionsReady(texts).catch(() => undefined)]).then(([module]) => module),
    pick,
  );
}

/**
 * A part of a page whose code is not part of its first screen (decision 0067), on
 * `useDeferredWidget`: its code comes after the first screen, or at once when `now` (a form opened
 * by a click before it was in). Until it is in, the part says Loading… as a list does while its
 * rows come; if the code does not arrive, it says so with Try again, which asks again. The part's
 * data is for its caller to ask for at once; only the code waits. `fallback` draws those two
 * states instead where the part has its own (the schedule's calendar keeps its height while it
 * loads; the visit's dialog says "Opening the visit…" in the dialog it opens into).
 */
export function DeferredPart<P extends object>({
  code,
  props,
  now = false,
  failedText,
  fallback,
}: {
  code: DeferredCode<P>;
  props: P;
  now?: boolean;
  /** What the part says when its code did not arrive; "This list could not be loaded." unless told. */
  failedText?: string;
  /** The part's own Loading… and failed states; `retry` asks for the code again. */
  fallback?: (state: { failed: boolean; retry: () => void }) => ReactNode;
}) {
  const { t } = useTranslation();
  const none = useRef<HTMLElement>(null);
  const { loaded, failed, ask } = useDeferredWidget(code, none);
  const asked = useRef(false);
  useEffect(() => {
    if (now && !loaded && !asked.current) {
      asked.current = true;
      ask('open');
    }
  });
  if (loaded) return <loaded.Widget {...props} />;
  if (fallback) return fallback({ failed, retry: () => ask('open') });
  if (failed) return <PartFailed text={failedText ?? t('common.loadFailed')} onRetry={() => ask('open')} />;
  return (
    <Text c="dimmed" aria-busy="true">
      {t('common.loading')}
    </Text>
  );
}

/** A part that did not come (its code or its data), said where it would be, with Try again. */
export function PartFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="status">
      <Text c="red">{text}</Text>
      <Button size="xs" variant="default" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Group>
  );
}
