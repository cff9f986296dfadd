import { expect, test, testClockShift } from './test';

// A run at another hour (docs/testing.md) moves the tests' clock; the pages must tell the same time,
// or a page's "today" and the server's would be different days.
test("the browser's pages tell the time the tests and the app do", async ({ page, logInAs }) => {
  await logInAs('admin');
  const [inPage, inTest] = [await page.evaluate(() => Date.now()), Date.now()];
  expect(Math.abs(inPage - inTest)).toBeLessThan(10_000);
  const inNewDate = await page.evaluate(() => new Date().getTime());
  expect(Math.abs(inNewDate - Date.now())).toBeLessThan(10_000);
  const server = Date.parse((await page.request.get('/api/health')).headers()['date'] ?? '');
  expect(Math.abs(server - Date.now())).toBeLessThan(10_000);
});

// What libfaketime reads, and only that: it fakes nothing under "+-3600s", and pages moved by it
// would then be hours from the tests and the app.
test('the offset is read as libfaketime reads it', () => {
  expect(testClockShift('+3600s')).toBe(3_600_000);
  expect(testClockShift('-3600s')).toBe(-3_600_000);
  expect(testClockShift('-3600')).toBe(-3_600_000);
  expect(testClockShift('')).toBe(0);
  expect(() => testClockShift('+-3600s')).toThrow('"+<seconds>s" or "-<seconds>s"');
  expect(() => testClockShift('@2026-11-30 02:00:00')).toThrow('FAKETIME="@2026-11-30 02:00:00"');
});
