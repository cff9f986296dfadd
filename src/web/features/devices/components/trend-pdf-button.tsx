import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@web/components/undo-notification';
import { ApiError } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/download-export';
import { deviceTrendsPdfUrl, type TrendsParams } from '../api/get-device-trends';

/** The name the server gave (Content-Disposition), else a plain one. */
function fileName(response: Response, fallback: string) {
  const header = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed encoding: the plain name will do.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * The quarterly trend report PDF for the range on screen. A link (it can be opened in a new tab or
 * copied); a plain click fetches it so a refusal shows in the page instead of as a JSON page.
 */
export function TrendPdfButton({ locationId, params }: { locationId: number; params: TrendsParams }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const href = deviceTrendsPdfUrl(locationId, params, i18n.language);

  async function download(e: MouseEvent<HTMLAnchorElement>) {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    setBusy(true);
    try {
      const response = await fetch(href, {
        credentials: 'same-origin',
        headers: { Accept: 'application/pdf', 'X-Requested-With': 'XMLHttpRequest' },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        throw new ApiError(response.status, body.message ?? `The server answered ${response.status}.`, body);
      }
      saveBlob(await response.blob(), fileName(response, `device-trends-${params.from}-${params.to}.pdf`));
    } catch (error) {
      notifyError(t('deviceTrends.pdfFailed'), error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => void download(e)}
    >
      {t('deviceTrends.pdf')}
    </Button>
  );
}
