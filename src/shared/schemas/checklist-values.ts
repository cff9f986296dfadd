/*
 * The follow-up ids and limits of checklist logic, apart from the schemas that check them
 * (checklist-logic.ts) so the technician's report form can use them without bringing zod to a
 * phone's first screen (decision 0031), as report-limits.ts does for the answers.
 */

export const FOLLOWUP_NOTE_MAX = 2000;
export const FOLLOWUP_PHOTOS_MAX = 10;

/**
 * The id a field's follow-up is saved under: the field's id negated. Field ids are positive, so the
 * two never meet, and the answers' one key stays a number everywhere (outbox, autosave, server).
 */
export const followupId = (fieldId: number) => -fieldId;
export const isFollowupId = (id: number) => id < 0;
export const fieldOfFollowup = (id: number) => -id;
