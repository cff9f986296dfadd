/**
 * The use / site codes of California's monthly pesticide use report for structural and landscape
 * businesses (docs/compliance.md). A label allows some of them; a record names one.
 */
export const SITE_CODES = [10, 30, 40, 50, 80, 91, 100] as const;
export type SiteCode = (typeof SITE_CODES)[number];

/** English names; the web app translates them as `siteCodes.<code>`. */
export const SITE_CODE_NAMES: Record<SiteCode, string> = {
  10: 'Structural pest control',
  30: 'Landscape maintenance',
  40: 'Right of way',
  50: 'Public health',
  80: 'Vertebrate control',
  91: 'Commodity fumigation',
  100: 'Regulatory',
};
