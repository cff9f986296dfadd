import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@shared/locales/en.json';
import { roleOptions } from './people-forms';

/** A stand-in for i18next's t that reads one locale file by dotted key. */
const tFor = (locale: typeof en) =>
  ((key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale)) as TFunction;

describe('the people forms', () => {
  it('offer the Super Admin role only to a Super Admin, or to keep it on a Super Admin', () => {
    const values = (actor: number, keep?: number) => roleOptions(tFor(en), actor, keep).map((o) => o.label);
    expect(values(1)).toEqual(['Super Admin', 'Admin', 'Supervisor', 'Technician']);
    expect(values(2)).toEqual(['Admin', 'Supervisor', 'Technician']);
    expect(values(2, 1)).toEqual(['Super Admin', 'Admin', 'Supervisor', 'Technician']);
  });
});
