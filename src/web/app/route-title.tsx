/**
 * The browser tab's title: each route names itself in router.tsx with `handle: title('jobs')`
 * (a key of `titles` in the locale files) and the tab reads "Jobs · Fieldbook", in the user's
 * language. Without this every tab, bookmark and history entry said just "Fieldbook".
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { withoutIsolates } from '@shared/languages';

interface TitleHandle {
  title: string;
}

export const title = (key: string): TitleHandle => ({ title: `titles.${key}` });

function titleKeyOf(handle: unknown): string | undefined {
  return handle && typeof handle === 'object' && 'title' in handle
    ? (handle as TitleHandle).title
    : undefined;
}

/** Sets document.title from the deepest matched route that names one. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const key = matches
    .map((m) => titleKeyOf(m.handle))
    .filter(Boolean)
    .at(-1);
  const text = key ? t('titles.format', { page: t(key), app: t('app.name') }) : t('app.name');
  useEffect(() => {
    // A tab's title, bookmark and history entry are plain text.
    document.title = withoutIsolates(text);
  }, [text]);
  return null;
}

/** The router's root: every page below it gets its title. */
export function TitledRoot() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
