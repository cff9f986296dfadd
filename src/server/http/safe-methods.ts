/** The methods that change nothing: no CSRF token asked (and none in the API document). */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
