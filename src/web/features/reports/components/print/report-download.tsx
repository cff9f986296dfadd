import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@web/lib/api-client';
import { serverErrorText } from '@web/lib/server-errors';
import { useSchemaMessage } from '@web/lib/schema-message';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** The file name the server gives in Content-Disposition (the UTF-8 form first). */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed encoding: the plain name below will do.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** The PDF in `language`, the app's own (issue 35): labels, dates and layout as on screen. */
async function fetchPdf(id: number, language: string): Promise<{ blob: Blob; name: string }> {
  const query = new URLSearchParams({ lang: language });
  const response = await fetch(`/api/reports/${id}/download?${query}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/pdf', 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.message ?? `The server answered ${response.status}.`, body);
  }
  return {
    blob: await response.blob(),
    name: fileNameFrom(response.headers.get('Content-Disposition'), `report-${id}.pdf`),
  };
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file by now; the object URL can go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type State = { kind: 'loading' } | { kind: 'done'; name: string } | { kind: 'failed'; error: unknown };

/** `/reports/download/{id}`: fetches the finished report's PDF and saves it. */
export function ReportDownload({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const message = useSchemaMessage();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const started = useRef(false);
  const download = useCallback(() => {
    setState({ kind: 'loading' });
    fetchPdf(id, language)
      .then(({ blob, name }) => {
        save(blob, name);
        setState({ kind: 'done', name });
      })
      .catch((error: unknown) => setState({ kind: 'failed', error }));
  }, [id, language]);
  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    download();
  }, [download]);

  return (
    <Stack maw={560} gap="md">
      <Title order={1}>{t('reports.download.title', { id })}</Title>
      {state.kind === 'loading' && (
        <Stack align="flex-start" gap="xs">
          <LoadingSpinner size="sm" />
          <Text>{t('reports.download.preparing')}</Text>
        </Stack>
      )}
      {state.kind === 'done' && (
        <Alert color="teal" title={t('reports.download.started')}>
          <Text size="sm">{t('reports.download.savedAs', { name: state.name })}</Text>
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert color="red" title={t('reports.download.failed')} role="alert">
          {message(serverErrorText(state.error))}
        </Alert>
      )}
      {state.kind !== 'loading' && (
        <Button leftSection={<IconDownload size={16} />} variant="light" onClick={download} w="fit-content">
          {t('reports.download.again')}
        </Button>
      )}
    </Stack>
  );
}
