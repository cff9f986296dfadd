import { describe, expect, it } from 'vitest';
import { webhookDisabledMail } from './webhook-mail';

const sub = { url: 'https://hooks.example/fieldbook?a=1&b=2', description: 'Billing <prod>' };

describe("the Admins' mail of a disabled webhook", () => {
  it('reads as before in English', () => {
    const mail = webhookDisabledMail('en', sub, 'HTTP 503');
    expect(mail.subject).toBe(`Webhook disabled: ${sub.url}`);
    expect(mail.text).toBe(
      `Fieldbook stopped sending webhooks to ${sub.url} (Billing <prod>): every try to deliver to it failed for about a day. The last answer: HTTP 503.\n\n` +
        'Fix the receiver, then enable the subscription again on the Webhooks page; failed deliveries can be sent again from its delivery log.\n',
    );
    expect(webhookDisabledMail('en', { ...sub, description: '' }, 'HTTP 503').text).toContain(
      `webhooks to ${sub.url}: every try`,
    );
  });

  it('is in Arabic for an Arabic reader: right to left, the address, description and answer isolated and escaped', () => {
    const mail = webhookDisabledMail('ar', sub, 'HTTP 503');
    expect(mail.subject).toBe(`تم تعطيل خطاف ويب: \u2068${sub.url}\u2069`);
    expect(mail.text).toContain(`إلى \u2068${sub.url}\u2069 (\u2068Billing <prod>\u2069)`);
    expect(mail.text).toContain('آخر رد: \u2068HTTP 503\u2069.');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<bdi>https://hooks.example/fieldbook?a=1&amp;b=2</bdi>');
    expect(mail.html).toContain('<bdi>Billing &lt;prod&gt;</bdi>');
    expect(mail.html).not.toContain('Fix the receiver');
  });
});
