import { describe, expect, it } from 'vitest';
import { addDaysTo } from '@shared/dates';
import type { FilingDue } from '@shared/schemas/compliance';
import { filingReminderMail, reminderFor } from './filing-reminders';

const march: FilingDue = {
  state: 'CA',
  period_start: '2027-03-01',
  period_end: '2027-03-31',
  due_on: '2027-04-10',
  filed: false,
  overdue: false,
  problems: 1,
};

describe('which reminder a filing is owed', () => {
  it('a week ahead from 7 days before, the day before from 1 (the due day too), overdue after', () => {
    const owed = (daysBefore: number) => reminderFor(march, addDaysTo(march.due_on, -daysBefore));
    expect([10, 8].map(owed)).toEqual([null, null]);
    expect([7, 5, 2].map(owed)).toEqual(['week', 'week', 'week']);
    expect([1, 0].map(owed)).toEqual(['day', 'day']);
    expect([-1, -20].map(owed)).toEqual(['overdue', 'overdue']);
    expect(reminderFor({ ...march, due_on: '2027-04-10', overdue: true }, '2027-05-01')).toBe('overdue');
  });

  it('none for a filing made, whenever', () => {
    for (const day of ['2027-04-03', '2027-04-09', '2027-04-11'])
      expect(reminderFor({ ...march, filed: true }, day)).toBeNull();
  });
});

describe('the reminder mail', () => {
  const config = { PUBLIC_URL: 'https://office.example/', PORT: 3000 };

  it('says the filing, its due day, how far off, its problems and where to make it', () => {
    const mail = filingReminderMail(config, { ...march, problems: 1 }, 'day', '2027-04-10', 'en');
    expect(mail.subject).toBe('Filing due today: California monthly report for March 2027');
    expect(mail.text).toContain('is due on 04/10/2027 (today)');
    expect(mail.text).toContain('finds 1 problem in its records');
    expect(mail.text).toContain('https://office.example/compliance?state=CA&month=2027-03');
  });

  it('names an overdue New York year, and no problems when there are none', () => {
    const ny: FilingDue = {
      ...march,
      state: 'NY',
      period_start: '2026-01-01',
      period_end: '2026-12-31',
      due_on: '2027-02-01',
      overdue: true,
      problems: 0,
    };
    const mail = filingReminderMail(config, ny, 'overdue', '2027-02-02', 'en');
    expect(mail.subject).toBe('Filing overdue: New York annual report for 2026');
    expect(mail.text).toContain('was due on 02/01/2027 and has not been made');
    expect(mail.text).toContain('finds no problems');
    expect(mail.text).toContain('https://office.example/compliance?state=NY&year=2026');
  });

  it("is written in the Admins' language: Arabic right to left, the values isolated, the month named in Arabic", () => {
    const mail = filingReminderMail(config, { ...march, problems: 3 }, 'week', '2027-04-03', 'ar');
    // March 2027 named in Arabic and the due day day first, in Arabic-Indic digits (decision 0074),
    // as the counts in the sentences are (the plural still chosen from the number).
    expect(mail.subject).toBe(
      'موعد تقديم \u2068بعد ٧ أيام\u2069: \u2068التقرير الشهري لولاية كاليفورنيا عن \u2068مارس ٢٠٢٧\u2069\u2069',
    );
    expect(mail.text).toContain('(\u2068بعد ٧ أيام\u2069)');
    expect(mail.text).toContain('\u2068١٠\u200f/٠٤\u200f/٢٠٢٧\u2069');
    expect(mail.text).toContain('يجد فحص الجاهزية ٣ مشكلات');
    expect(mail.html).toContain('(<bdi>بعد ٧ أيام</bdi>)');
    expect(mail.html).toContain('يجد فحص الجاهزية ٣ مشكلات');
    expect(mail.text).toContain('https://office.example/compliance?state=CA&month=2027-03');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<bdi>١٠\u200f/٠٤\u200f/٢٠٢٧</bdi>');
    expect(mail.html).not.toContain('Filing');
  });

  it("writes its dates in the Admins' digits and calendar: Latin digits when chosen, the solar day for a Persian reader", () => {
    const latin = filingReminderMail(config, march, 'week', '2027-04-03', {
      language: 'ar',
      numerals: 'latin',
    });
    expect(latin.subject).toContain('\u2068مارس 2027\u2069');
    expect(latin.text).toContain('\u206810\u200f/04\u200f/2027\u2069');
    expect(latin.text).toContain('(\u2068بعد 7 أيام\u2069)');
    expect(latin.text).not.toMatch(/[\u0660-\u0669]/);
    expect(latin.html).not.toMatch(/[\u0660-\u0669]/);
    // 10 April 2027 is 21 Farvardin 1406; the filing's month stays March 2027, in Persian digits.
    const solar = filingReminderMail(config, march, 'week', '2027-04-03', {
      language: 'fa',
      calendar: 'persian',
    });
    expect(solar.text).toContain('\u2068۱۴۰۶/۰۱/۲۱\u2069');
    expect(solar.subject).toContain('\u2068مارس ۲۰۲۷\u2069');
    expect(solar.html).toContain('<bdi>۱۴۰۶/۰۱/۲۱</bdi>');
    const gregorian = filingReminderMail(config, march, 'week', '2027-04-03', 'fa');
    expect(gregorian.text).toContain('\u2068۲۰۲۷/۰۴/۱۰\u2069');
    // English keeps MM/DD/YYYY whatever the account chose.
    const en = filingReminderMail(config, march, 'week', '2027-04-03', { language: 'en', numerals: 'latin' });
    expect(en.text).toContain('is due on 04/10/2027 (in 7 days)');
  });
});
