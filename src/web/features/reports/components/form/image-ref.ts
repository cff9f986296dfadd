/**
 * An image a report's answer refers to, apart from the outbox (`outbox.ts`, IndexedDB): a report's
 * page reads its answers' devices with these and draws no form, so it does not carry the outbox's
 * code on its first screen (decision 0067).
 */

/** A stored image (`file_id`) or one still on the device, waiting to be uploaded (`pending`). */
export type ImageRef = { file_id: number } | { pending: string };

export const isPending = (v: unknown): v is { pending: string } =>
  typeof v === 'object' && v !== null && typeof (v as { pending?: unknown }).pending === 'string';
