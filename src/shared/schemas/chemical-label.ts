import { z } from 'zod';
import { ERROR_TEXTS } from '../error-codes';
import { SITE_CODES } from '../site-codes';
import { convertible } from '../units';
import { AMOUNT_UNITS, AREA_UNITS, MIX_UNITS } from '../unit-names';
import { US_STATE_CODES } from '../us-states';
import { singleLineText } from './common';

const TEXTS = ERROR_TEXTS.label;

export const LOTS_MAX = 50;
export const LABEL_RATES_MAX = 40;
/** A re-entry interval longer than a season is a typo. */
export const REI_HOURS_MAX = 2000;

const siteCode = z.union(
  SITE_CODES.map((c) => z.literal(c)),
  { error: TEXTS.siteCodeInvalid },
);

const positive = (message: string) =>
  z.number({ error: message }).positive(message).max(999_999_999, message);

/**
 * One maximum rate of the label for one site code: at most `max_amount` `amount_unit` of product
 * per `per_quantity` `per_unit` of area treated (`basis: 'area'`, e.g. 1.5 fl oz per 1,000 sq ft)
 * or of finished mix (`basis: 'mix'`, e.g. 1 fl oz per 1 gal).
 */
export const labelRate = z
  .object({
    site_code: siteCode,
    basis: z.enum(['area', 'mix'], { error: TEXTS.rateBasisInvalid }),
    max_amount: positive(TEXTS.rateAmountInvalid),
    amount_unit: z.enum(AMOUNT_UNITS, { error: TEXTS.unitInvalid }),
    per_quantity: positive(TEXTS.ratePerInvalid),
    per_unit: z.enum([...new Set([...AREA_UNITS, ...MIX_UNITS])], { error: TEXTS.unitInvalid }),
  })
  .refine((r) => r.basis === 'area' || (MIX_UNITS as readonly string[]).includes(r.per_unit), {
    message: TEXTS.mixUnitInvalid,
    path: ['per_unit'],
  })
  .refine((r) => r.basis === 'mix' || (AREA_UNITS as readonly string[]).includes(r.per_unit), {
    message: TEXTS.areaUnitInvalid,
    path: ['per_unit'],
  });
export type LabelRate = z.output<typeof labelRate>;

export const stateRegistration = z.object({
  state: z.enum(US_STATE_CODES, { error: TEXTS.stateRequired }),
  number: singleLineText({ error: TEXTS.registrationRequired })
    .trim()
    .min(1, TEXTS.registrationRequired)
    .max(40, TEXTS.registrationTooLong),
});
export type StateRegistration = z.output<typeof stateRegistration>;

/**
 * What a product's label says, as the application record checks it (issue 14, decision 0025).
 * Every part is optional on input so older clients keep saving a chemical; an empty list means
 * the label says nothing of it.
 */
export const labelFacts = z
  .object({
    state_registrations: z
      .array(stateRegistration)
      .max(60)
      .default([])
      .refine((l) => new Set(l.map((r) => r.state)).size === l.length, TEXTS.stateTwice),
    label_unit: z
      .enum(AMOUNT_UNITS, { error: TEXTS.unitInvalid })
      .nullish()
      .transform((v) => v ?? null),
    label_rates: z.array(labelRate).max(LABEL_RATES_MAX).default([]),
    site_codes: z
      .array(siteCode)
      .max(SITE_CODES.length)
      .default([])
      .transform((l) => [...new Set(l)].sort((a, b) => a - b)),
    rei_hours: z
      .number({ error: TEXTS.reiInvalid })
      .int(TEXTS.reiInvalid)
      .min(0, TEXTS.reiInvalid)
      .max(REI_HOURS_MAX, TEXTS.reiInvalid)
      .nullish()
      .transform((v) => v ?? null),
    lots: z
      .array(singleLineText().trim().min(1, TEXTS.lotRequired).max(40, TEXTS.lotTooLong))
      .max(LOTS_MAX)
      .default([])
      .transform((l) => [...new Set(l)]),
  })
  .superRefine((facts, ctx) => {
    facts.label_rates.forEach((rate, i) => {
      if (facts.label_unit && !convertible(rate.amount_unit, facts.label_unit)) {
        ctx.addIssue({
          code: 'custom',
          message: TEXTS.rateUnitMeasure,
          path: ['label_rates', i, 'amount_unit'],
        });
      }
      if (facts.site_codes.length > 0 && !facts.site_codes.includes(rate.site_code)) {
        ctx.addIssue({
          code: 'custom',
          message: TEXTS.rateSiteNotAllowed,
          path: ['label_rates', i, 'site_code'],
        });
      }
      const twin = facts.label_rates.findIndex(
        (r) => r.site_code === rate.site_code && r.basis === rate.basis,
      );
      if (twin !== i) {
        ctx.addIssue({ code: 'custom', message: TEXTS.rateTwice, path: ['label_rates', i, 'site_code'] });
      }
    });
  });
export type LabelFacts = z.output<typeof labelFacts>;
export type LabelFactsInput = z.input<typeof labelFacts>;

/** The label facts as the API answers them: the stored form, with nothing left to clean. */
export const labelFactsView = z.object({
  state_registrations: z.array(z.object({ state: z.enum(US_STATE_CODES), number: z.string() })),
  label_unit: z.enum(AMOUNT_UNITS).nullable(),
  label_rates: z.array(
    z.object({
      site_code: z.union(SITE_CODES.map((c) => z.literal(c))),
      basis: z.enum(['area', 'mix']),
      max_amount: z.number(),
      amount_unit: z.enum(AMOUNT_UNITS),
      per_quantity: z.number(),
      per_unit: z.enum([...new Set([...AREA_UNITS, ...MIX_UNITS])]),
    }),
  ),
  site_codes: z.array(z.union(SITE_CODES.map((c) => z.literal(c)))),
  rei_hours: z.number().nullable(),
  lots: z.array(z.string()),
});

export const EMPTY_LABEL_FACTS: LabelFacts = {
  state_registrations: [],
  label_unit: null,
  label_rates: [],
  site_codes: [],
  rei_hours: null,
  lots: [],
};
