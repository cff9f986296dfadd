import { describe, expect, it } from 'vitest';
import * as schemas from './checklist-logic';
import {
  fieldOfFollowup,
  FOLLOWUP_NOTE_MAX,
  FOLLOWUP_PHOTOS_MAX,
  followupId,
  isFollowupId,
} from './checklist-values';

describe('follow-up ids and limits, apart from the schemas (for the report form’s first screen)', () => {
  it('puts a follow-up under its field’s negated id and back', () => {
    expect(followupId(7)).toBe(-7);
    expect(isFollowupId(followupId(7))).toBe(true);
    expect(isFollowupId(7)).toBe(false);
    expect(fieldOfFollowup(followupId(7))).toBe(7);
  });

  it('are the ones the schemas use and still export', () => {
    expect(schemas.followupId).toBe(followupId);
    expect(schemas.FOLLOWUP_NOTE_MAX).toBe(FOLLOWUP_NOTE_MAX);
    const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ file_id: i + 1 }));
    expect(schemas.followupValue.safeParse({ photos: photos(FOLLOWUP_PHOTOS_MAX) }).success).toBe(true);
    expect(schemas.followupValue.safeParse({ photos: photos(FOLLOWUP_PHOTOS_MAX + 1) }).success).toBe(false);
    expect(schemas.followupValue.safeParse({ note: 'x'.repeat(FOLLOWUP_NOTE_MAX + 1) }).success).toBe(false);
  });
});
