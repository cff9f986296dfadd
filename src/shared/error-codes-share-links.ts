/**
 * The texts of the `shareLink.*` codes (issue 19): links that open a finished report, or a
 * location's finished reports, without an account.
 */
export const SHARE_LINK_ERROR_TEXTS = {
  notFound: 'Link not found.',
  gone: 'This link is no longer available. Ask the sender for a new one.',
  reportNotFinished: 'Only a finished report can be shared.',
} as const;
