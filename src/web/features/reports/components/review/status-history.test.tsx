import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportDetail } from '@shared/schemas/reports';
import i18n from '@web/lib/i18n';
import { renderWithApp } from '@web/test/render';
import { StatusHistory } from './status-history';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const user = { id: 3, name: 'Marcus Johnson' };
const history: ReportDetail['history'] = [
  {
    id: 1,
    from_status_id: null,
    to_status_id: 1,
    from: null,
    to: { status: 'In Progress' },
    user,
    reason: null,
    created_at: '2026-03-08T15:00:00.000Z',
  },
  {
    id: 2,
    from_status_id: 1,
    to_status_id: 2,
    from: { status: 'In Progress' },
    to: { status: 'Submitted' },
    user,
    reason: null,
    created_at: '2026-03-08T16:00:00.000Z',
  },
];
const report = { history } as ReportDetail;

/** Unicode's first-strong isolate and its end: the arrow between them takes the page's direction. */
const isolated = (text: string) => `\u2068${text}\u2069`;

describe('StatusHistory', () => {
  it('names each status in the page language, the arrow reading from → to in English', () => {
    renderWithApp(<StatusHistory report={report} />);
    expect(screen.getByText('In Progress → Submitted')).toBeInTheDocument();
  });

  it('in Arabic and Persian: translated statuses, isolated, with the arrow pointing right to left', async () => {
    await i18n.changeLanguage('ar');
    const { unmount } = renderWithApp(<StatusHistory report={report} />);
    expect(screen.getByText(`${isolated('قيد التنفيذ')} ← ${isolated('مُرسَل')}`)).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('fa');
    renderWithApp(<StatusHistory report={report} />);
    expect(screen.getByText(`${isolated('در حال انجام')} ← ${isolated('ارسال‌شده')}`)).toBeInTheDocument();
  });
});
