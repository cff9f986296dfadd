/**
 * The tag input's `validate` patterns (spec section 5). A tag must match its pattern whole.
 * Decision 0005 records where these go beyond the legacy widget's expressions.
 */
export const TAG_PATTERNS = {
  // The widespread "standard address" expression: local part, @, and a dotted domain (or [IPv4]).
  email:
    /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/,
  // One of the five schemes the spec names (rmtp as written there), then a host, an optional port,
  // and an optional path, query or fragment without spaces.
  url: /^(https?|ftp|rmtp|mms):\/\/[a-z0-9][a-z0-9_-]*(\.[a-z0-9][a-z0-9_-]*)*(:\d{1,5})?([/?#]\S*)?$/i,
  // Letters of any script (Arabic and Persian users type their own), with their combining marks
  // and the zero-width non-joiner Persian words use; no spaces, digits or punctuation.
  text: /^[\p{L}\p{M}\u200c]+$/u,
  digits: /^[0-9() .:\-+#]+$/,
  isodate: /^\d{4}[/-](0?[1-9]|1[0-2])[/-](0?[1-9]|[12]\d|3[01])$/,
} as const;

export type TagPattern = keyof typeof TAG_PATTERNS;
export type TagValidate = TagPattern | '' | undefined;

export function isTagPattern(value: unknown): value is TagPattern {
  return typeof value === 'string' && Object.hasOwn(TAG_PATTERNS, value);
}

/** True when the tag passes the chosen pattern; no pattern accepts anything. */
export function matchesTagPattern(tag: string, validate: TagValidate): boolean {
  return !validate || TAG_PATTERNS[validate].test(tag);
}
