/** A follow-up as the form holds it: its photos may still wait on the device (`{pending}`). */
export interface FollowupDraft {
  note?: string;
  photos?: ({ file_id: number } | { pending: string })[];
}

export const asFollowup = (v: unknown): FollowupDraft =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {};
