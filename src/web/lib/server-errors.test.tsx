import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from '@shared/error-codes';
import { GROUP_MESSAGES } from '@shared/schemas/groups';
import { USER_MESSAGES } from '@shared/schemas/users';
import ar from '@shared/locales/ar.json';
import en from '@shared/locales/en.json';
import fa from '@shared/locales/fa.json';
import { ApiError } from './api-client';
import i18n, { i18nReady } from './i18n';
import { applyServerErrors } from './server-errors';
import { loadRuleTexts, schemaMessage } from './schema-message';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** A stand-in for i18next's t that reads one locale file by dotted key. */
const tFor = (locale: typeof en) =>
  ((key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale)) as TFunction;

/** What the server answers for a taken email (decision 0020). */
const taken = {
  code: 'user.emailTaken',
  message: USER_MESSAGES.emailTaken,
  errors: { email: USER_MESSAGES.emailTaken },
  fieldCodes: { email: { code: 'user.emailTaken' } },
};

describe('server errors in the page language', () => {
  it('an ApiError translates its code and its fields’ codes, keeping the English in body', async () => {
    await i18nReady;
    await i18n.changeLanguage('ar');
    const error = new ApiError(409, taken.message, taken);
    expect(error.message).toBe(ar.errors.user.emailTaken);
    expect(error.errors).toEqual({ email: ar.errors.user.emailTaken });
    expect(error.body.message).toBe(USER_MESSAGES.emailTaken);
    expect(error.code).toBe('user.emailTaken');
  });

  it('fills params into the translation, each isolated from a right-to-left sentence, numbers in its digits', async () => {
    await i18n.changeLanguage('fa');
    const body = { code: 'location.hasActiveJobs', params: { jobs: 3 } };
    const error = new ApiError(409, errorText('location.hasActiveJobs', { jobs: 3 }), body);
    expect(error.message).toBe(fa.errors.location.hasActiveJobs.replace('{{jobs}}', '\u2068۳\u2069'));
  });

  it('keeps a rate and a site code in their order inside an Arabic sentence, its units in Arabic, its numbers in Arabic-Indic digits, and English as it is (issue 30)', async () => {
    const params = { rate: '2.5 fl oz / 1000 sq ft', max: '1.5 fl oz / 1000 sq ft', site: 30 };
    const body = { code: 'application.rateAboveLabel', params };
    await i18n.changeLanguage('ar');
    const arabic = new ApiError(400, errorText('application.rateAboveLabel', params), body).message;
    expect(arabic).toContain('\u2068٢٫٥ أونصة سائلة / ١٠٠٠ قدم مربع\u2069');
    expect(arabic).toContain('\u2068١٫٥ أونصة سائلة / ١٠٠٠ قدم مربع\u2069');
    expect(arabic).toContain('\u2068٣٠\u2069');
    await i18n.changeLanguage('en');
    const english = new ApiError(400, errorText('application.rateAboveLabel', params), body).message;
    expect(english).toBe(errorText('application.rateAboveLabel', params));
    expect(english).not.toMatch(/[\u2068\u2069]/);
  });

  it('falls back to the English message for an answer without a known code', async () => {
    await i18n.changeLanguage('ar');
    expect(new ApiError(502, 'Bad gateway', {}).message).toBe('Bad gateway');
    expect(new ApiError(400, 'Some new rule.', { code: 'future.rule' }).message).toBe('Some new rule.');
  });

  it('puts field errors on the form’s fields, or answers the text for above the form', async () => {
    await i18n.changeLanguage('fa');
    const set: Record<string, string>[] = [];
    expect(
      applyServerErrors(new ApiError(409, taken.message, taken), (e) => set.push(e), ['email']),
    ).toBeUndefined();
    expect(set).toEqual([{ email: fa.errors.user.emailTaken }]);
    expect(applyServerErrors(new ApiError(409, taken.message, taken), (e) => set.push(e), ['name'])).toBe(
      fa.errors.user.emailTaken,
    );
    expect(applyServerErrors(new Error('offline'), () => undefined, [])).toBe('offline');
  });

  it('shows a shared schema’s rule in the page language once its table is in, any other text as it is', async () => {
    // The table comes with a form's checks (use-schema-form.ts).
    await loadRuleTexts();
    expect(schemaMessage(tFor(fa), USER_MESSAGES.emailTaken)).toBe(fa.errors.user.emailTaken);
    expect(schemaMessage(tFor(ar), GROUP_MESSAGES.nameTaken)).toBe(ar.errors.group.nameTaken);
    expect(schemaMessage(tFor(en), 'A text of no rule.')).toBe('A text of no rule.');
    expect(schemaMessage(tFor(en), undefined)).toBeUndefined();
  });
});
