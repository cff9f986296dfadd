/**
 * What the installed app's service worker keeps beyond its precache (vite.config.ts), named once
 * for the build and the web app (which fills it with the week's plans and empties it on logout).
 * A site plan's screen image never changes under its address (a new image is a new plan), so the
 * copy kept is the answer, and a technician finds the devices on the plan with no signal (issue 32).
 */
export const SITE_PLAN_IMAGES = {
  cacheName: 'fieldbook-site-plans',
  /** The copy for screens; `?size=original`, the upload itself, is not kept. */
  url: /\/api\/site-plans\/\d+\/image$/,
  /** A week's locations rarely hold more; the oldest go first past it. */
  maxEntries: 60,
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;
