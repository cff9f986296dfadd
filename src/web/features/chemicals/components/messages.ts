import type { TFunction } from 'i18next';
import { CHEMICAL_MESSAGES, type ChemicalMessageKey } from '@shared/schemas/chemicals';

const KEYS = Object.keys(CHEMICAL_MESSAGES) as ChemicalMessageKey[];

/** The server words its rules in English (CHEMICAL_MESSAGES); the page shows them translated. */
export function chemicalMessage(t: TFunction, message: string): string {
  const key = KEYS.find((k) => CHEMICAL_MESSAGES[k] === message);
  return key ? t(`chemicals.messages.${key}`) : message;
}

/** Each field's error, translated. */
export function chemicalErrors(t: TFunction, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, chemicalMessage(t, message)]),
  );
}

/** A file size as people read it, in the page's language ("1.2 MB"). */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
