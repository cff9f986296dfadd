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
    // March 2027 named in Arabic; numbers in Latin digits, as every date in a mail (decision 0070).
    expect(mail.subject).toBe(
      'موعد تقديم \u2068بعد 7 أيام\u2069: \u2068التقرير الشهري لولاية كاليفورنيا عن \u2068مارس 2027\u2069\u2069',
    );
    expect(mail.text).toContain('(\u2068بعد 7 أيام\u2069)');
    expect(mail.text).toContain('\u206804/10/2027\u2069');
    expect(mail.text).toContain('يجد فحص الجاهزية 3 مشكلات');
    expect(mail.text).toContain('https://office.example/compliance?state=CA&month=2027-03');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<bdi>04/10/2027</bdi>');
    expect(mail.html).not.toContain('Filing');
  });
});
