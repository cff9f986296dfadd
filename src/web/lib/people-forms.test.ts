import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@shared/schemas/groups';
import { USER_MESSAGES } from '@shared/schemas/users';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import fa from '../locales/fa.json';
import { fieldError, roleOptions } from './people-forms';

const validation = (locale: typeof en) => locale.people.validation as Record<string, unknown>;
const groupValidation = (locale: typeof en) => locale.people.validation.group as Record<string, string>;

/** A stand-in for i18next's t that reads one locale file by dotted key. */
const tFor = (locale: typeof en) =>
  ((key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale)) as TFunction;

describe('the texts of the people rules', () => {
  it('are the server’s own English words, and have Arabic and Persian translations', () => {
    for (const [key, text] of Object.entries(USER_MESSAGES)) {
      expect(validation(en)[key], key).toBe(text);
      for (const locale of [ar, fa]) {
        expect(typeof validation(locale)[key], key).toBe('string');
        expect(validation(locale)[key], key).not.toBe(text);
      }
    }
    for (const [key, text] of Object.entries(GROUP_MESSAGES)) {
      expect(groupValidation(en)[key], key).toBe(text);
      for (const locale of [ar, fa]) expect(groupValidation(locale)[key], key).not.toBe(text);
    }
    expect(GROUP_MESSAGES.userRequired).toBe('User is required.');
  });

  it('show a rule in the page’s language and any other server text as it came', () => {
    expect(fieldError(tFor(fa), USER_MESSAGES.emailTaken)).toBe(fa.people.validation.emailTaken);
    expect(fieldError(tFor(ar), GROUP_MESSAGES.nameTaken)).toBe(ar.people.validation.group.nameTaken);
    expect(fieldError(tFor(en), 'Only a Super Admin can give the Super Admin role.')).toBe(
      'Only a Super Admin can give the Super Admin role.',
    );
    expect(fieldError(tFor(en), undefined)).toBeUndefined();
  });

  it('offer the Super Admin role only to a Super Admin, or to keep it on a Super Admin', () => {
    const values = (actor: number, keep?: number) => roleOptions(tFor(en), actor, keep).map((o) => o.label);
    expect(values(1)).toEqual(['Super Admin', 'Admin', 'Supervisor', 'Technician']);
    expect(values(2)).toEqual(['Admin', 'Supervisor', 'Technician']);
    expect(values(2, 1)).toEqual(['Super Admin', 'Admin', 'Supervisor', 'Technician']);
  });
});
