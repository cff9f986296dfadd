import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '@shared/schemas/activity';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { RecordHistory } from './record-history';

afterEach(() => vi.unstubAllGlobals());

const rename: HistoryEntry = {
  id: 31,
  created_at: '2026-03-10T15:30:00.000Z',
  actor: { id: 1, name: 'Administrator' },
  customer_email: null,
  action: 'update',
  entity: 'locations',
  entity_id: '5',
  label: null,
  changes: [
    { field: 'name', kind: 'text', before: 'Harbor Bakery', after: 'Harbor Bakery East' },
    { field: 'status_id', kind: 'status', before: '1', after: '2' },
    { field: 'zip', kind: 'text', before: null, after: '10001' },
  ],
};
const contact: HistoryEntry = {
  id: 30,
  created_at: '2026-03-09T15:30:00.000Z',
  actor: null,
  customer_email: null,
  action: 'insert',
  entity: 'location_contacts',
  entity_id: '8',
  label: 'Rosa Baker',
  changes: [
    { field: 'name', kind: 'text', before: null, after: 'Rosa Baker' },
    { field: 'receives_reports', kind: 'boolean', before: null, after: 'true' },
  ],
};
const password: HistoryEntry = {
  ...rename,
  id: 29,
  entity: 'users',
  changes: [{ field: 'password', kind: 'secret', before: null, after: null }],
};

function server(entries: HistoryEntry[], total = entries.length) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/history/locations/5': (url) => ({
      body: { entries: url.searchParams.get('page') === '2' ? [contact] : entries, total },
    }),
  });
}

const entryOf = (text: string) =>
  screen.getAllByTestId('history-entry').find((e) => e.textContent?.includes(text))!;

describe('RecordHistory', () => {
  it('shows who, when, the action and each changed field as "Field: before → after"', async () => {
    server([rename, contact, password]);
    renderWithApp(<RecordHistory entity="locations" id={5} />);
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    const edit = await screen.findAllByTestId('history-entry').then((all) => all[0]!);
    expect(edit).toHaveTextContent('Administrator');
    expect(edit).toHaveTextContent('Changed');
    expect(edit).toHaveTextContent('03/10/2026 11:30 AM');
    const lines = within(edit)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Name: Harbor Bakery → Harbor Bakery East',
      'Status: Active → Inactive',
      'ZIP code: (empty) → 10001',
    ]);
  });

  it("names a child row and shows a new row's values alone; a password change has no value", async () => {
    server([rename, contact, password]);
    renderWithApp(<RecordHistory entity="locations" id={5} />);
    await screen.findAllByTestId('history-entry');
    const created = entryOf('Rosa Baker');
    expect(created).toHaveTextContent('System');
    expect(created).toHaveTextContent('Created');
    expect(created).toHaveTextContent('Location contact: Rosa Baker');
    expect(
      within(created)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Name: Rosa Baker', 'Receives reports: Yes']);
    const secret = entryOf('Password changed');
    expect(
      within(secret)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Password changed']);
  });

  it('points the arrow from the earlier value to the later one in Arabic and Persian', async () => {
    try {
      for (const [language, status] of [
        ['ar', 'نشط'],
        ['fa', 'فعال'],
      ] as const) {
        await i18n.changeLanguage(language);
        server([rename]);
        const view = renderWithApp(<RecordHistory entity="locations" id={5} />);
        const [entry] = await screen.findAllByTestId('history-entry');
        const line = within(entry!).getAllByRole('listitem')[1]!;
        // The earlier value comes first in reading order (on the right), the arrow points left to the later.
        expect(within(line).getByTestId('arrow')).toHaveTextContent('←');
        const [before, after] = [within(line).getByTestId('before'), within(line).getByTestId('after')];
        expect(before).toHaveTextContent(status);
        expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        expect(before.tagName).toBe('BDI');
        view.unmount();
      }
      await i18n.changeLanguage('en');
      server([rename]);
      renderWithApp(<RecordHistory entity="locations" id={5} />);
      const [entry] = await screen.findAllByTestId('history-entry');
      expect(within(entry!).getAllByTestId('arrow')[0]).toHaveTextContent('→');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('reads a device inspection in words, in the reader’s language (issue 33 item 9)', async () => {
    const record = (items: { device: string; condition: string; captures: number | null }[]) =>
      JSON.stringify({
        type: 'devices',
        items: items.map((i) => ({ ...i, activity: null, bait: null, action: null })),
      });
    const inspection: HistoryEntry = {
      ...rename,
      id: 40,
      entity: 'report_answers',
      label: 'Stations',
      changes: [
        {
          field: 'value',
          kind: 'record',
          before: record([{ device: '#7', condition: 'good', captures: null }]),
          after: record([{ device: '#7', condition: 'damaged', captures: 2 }]),
        },
      ],
    };
    try {
      for (const [language, words] of [
        ['en', ['\u2068#7\u2069 Good', '\u2068#7\u2069 Damaged, 2 captures']],
        ['ar', ['\u2068#7\u2069 جيد', '\u2068#7\u2069 تالف، مصيدان']],
      ] as const) {
        await i18n.changeLanguage(language);
        server([inspection]);
        const view = renderWithApp(<RecordHistory entity="locations" id={5} />);
        const [entry] = await screen.findAllByTestId('history-entry');
        expect(within(entry!).getByTestId('before').textContent).toBe(words[0]);
        expect(within(entry!).getByTestId('after').textContent).toBe(words[1]);
        expect(entry!.textContent).not.toContain('{');
        view.unmount();
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('pages 25 at a time with its own paginator', async () => {
    const { calls } = server([rename], 26);
    renderWithApp(<RecordHistory entity="locations" id={5} />);
    await screen.findAllByTestId('history-entry');
    await userEvent.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByText('Location contact: Rosa Baker')).toBeInTheDocument();
    expect(
      calls.some(
        (c) => c.url.pathname === '/api/history/locations/5' && c.url.searchParams.get('page') === '2',
      ),
    ).toBe(true);
  });

  it('says when nothing was recorded', async () => {
    server([]);
    renderWithApp(<RecordHistory entity="locations" id={5} />);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
