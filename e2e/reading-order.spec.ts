import type { Locator } from '@playwright/test';
import type { ReportDetail } from '../src/shared/schemas/reports';
import { recordDoneNow } from './factories';
import { apiSession, expect, test } from './test';

/**
 * Issue 35 item 2 on a phone in Arabic and Persian: an address beside an Arabic location name, and
 * the refusal of a rate above the label, read in the right order, checked by where each word is
 * drawn. (A date's order: date-style.spec.ts.)
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/**
 * Where each of `words` is drawn inside `box`, each found in the text after the one before it:
 * the line (its top, rounded) and the middle of the word's first piece across it.
 */
const drawnAt = (box: Locator, words: string[]) =>
  box.evaluate((root, words) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    const text = nodes.map((n) => n.data).join('');
    let from = 0;
    return words.map((word) => {
      const at = text.indexOf(word, from);
      if (at < 0) throw new Error(`"${word}" is not in "${text}" after ${from}`);
      from = at + word.length;
      let start = at;
      const node = nodes.find((n) => (start < n.data.length ? true : ((start -= n.data.length), false)))!;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      // A word group broken over two lines begins where its first piece is drawn.
      const rect = range.getClientRects()[0]!;
      return { word, top: rect.top, bottom: rect.bottom, x: rect.left + rect.width / 2 };
    });
  }, words);

type Drawn = Awaited<ReturnType<typeof drawnAt>>[number];

/**
 * Each word's line: words whose middles lie within one line's box share it (Arabic letters and
 * Latin digits on one line have boxes of different heights, so their tops differ).
 */
function linesOf(drawn: Drawn[]): (Drawn & { line: number })[] {
  const byMiddle = [...drawn].sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
  let line = 0;
  let bottom = -Infinity;
  const placed = byMiddle.map((d) => {
    if ((d.top + d.bottom) / 2 > bottom) line += 1;
    bottom = (d.top + d.bottom) / 2 > bottom ? d.bottom : Math.max(bottom, d.bottom);
    return { ...d, line };
  });
  return drawn.map((d) => placed.find((p) => p.word === d.word && p.x === d.x && p.top === d.top)!);
}

/** The words in the order a reader meets them: line by line, each line from its start side. */
const readingOrder = (drawn: Drawn[], direction: 'rtl' | 'ltr') =>
  linesOf(drawn)
    .sort((a, b) => a.line - b.line || (direction === 'rtl' ? b.x - a.x : a.x - b.x))
    .map((d) => d.word);

/**
 * The refusal's words in the order they are written: "The rate, 5 fl oz per 1000 sq ft, is above
 * the label's maximum of 1.5 fl oz per 1000 sq ft for use/site code 30", its numbers in the
 * language's digits.
 */
const RATE_WORDS = {
  ar: [
    'المعدل',
    '٥',
    'أونصة سائلة',
    'لكل',
    '١٠٠٠',
    'قدم مربع',
    'أعلى من الحد الأقصى',
    '١٫٥',
    'لكل',
    '١٠٠٠',
    '٣٠',
  ],
  fa: ['نرخ', '۵', 'اونس مایع', 'در هر', '۱۰۰۰', 'فوت مربع', 'از حداکثر برچسب', '۱٫۵', 'در هر', '۱۰۰۰', '۳۰'],
};

for (const { lang, name } of [
  { lang: 'ar', name: 'العربية' },
  { lang: 'fa', name: 'فارسی' },
] as const) {
  test(`in ${lang === 'ar' ? 'Arabic' : 'Persian'}, an address and a rate refusal read in order`, async ({
    baseURL,
    page,
    logInAs,
    make,
  }) => {
    const technician = await make.applicator();
    const place = await make.location({ name: 'مطعم الزيتون' });
    const job = await make.job({ location: place, assignees: [technician] });
    const form = await make.template({
      tasks: [{ name: 'Treatment', fields: [{ name: 'Products', type: 10 }] }],
    });
    const product = await make.labelledProduct();
    // 6 fl oz over 1,200 sq ft: 5 fl oz per 1,000 sq ft, above the label's 1.5.
    const field = await apiSession(baseURL!, technician.login, technician.password);
    const started = await field.api.post<ReportDetail>('/api/reports', {
      job_id: job.id,
      template_id: form.id,
    });
    await field.api.put(`/api/reports/${started.id}/answers`, {
      answers: [
        { field_id: started.tasks[0]!.fields[0]!.id, value: [recordDoneNow(product.id, { amount: 6 })] },
      ],
    });
    await field.dispose();

    await logInAs(technician, `/my/reports/${started.id}`);
    await page.getByRole('button', { name: 'Language' }).tap();
    await page.getByRole('menuitem', { name }).tap();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The location's Arabic name first, at the right; its address after it, left to right inside.
    const where = page.getByTestId('report-place');
    await expect(where).toContainText('12 Test Street, Yonkers, NY 10701');
    const [placeName, ...address] = await drawnAt(where, [
      place.name,
      '12',
      'Test',
      'Yonkers',
      'NY',
      '10701',
    ]);
    expect(readingOrder(address, 'ltr')).toEqual(['12', 'Test', 'Yonkers', 'NY', '10701']);
    const lined = linesOf([placeName!, ...address]);
    const sameLine = lined.slice(1).filter((w) => w.line === lined[0]!.line);
    expect(sameLine.length).toBeGreaterThan(0);
    for (const w of sameLine) expect(placeName!.x).toBeGreaterThan(w.x);

    // The server refuses the rate; its message reads right to left, each quantity in order, every
    // word of it in the reader's language.
    await page.getByRole('button', { name: lang === 'ar' ? 'إرسال' : 'ارسال', exact: true }).tap();
    const words = RATE_WORDS[lang];
    const refusal = page.getByText(words[6]!);
    await expect(refusal).toBeVisible();
    await expect(refusal).not.toContainText('per');
    expect(readingOrder(await drawnAt(refusal, words), 'rtl')).toEqual(words);
  });
}
