/**
 * The texts of the `correctiveAction.*` codes (issue 16, decision 0034): actions made from a
 * flagged answer or by hand, followed from open to verified.
 */
export const CORRECTIVE_ACTION_ERROR_TEXTS = {
  notFound: 'Corrective action not found.',
  titleRequired: 'Give the action a title.',
  titleTooLong: 'A title has at most 200 characters.',
  descriptionTooLong: 'A description has at most 4000 characters.',
  dueDate: 'Give the due date as a date.',
  closingNoteRequired: 'Say what was done.',
  closingNoteTooLong: 'A note has at most 4000 characters.',
  statusUnknown: 'Choose statuses among open, in progress, done and verified.',
  placeRequired: 'Choose the location or the report the action is for.',
  placeMismatch: 'The location is not the location of the report.',
  locationInvalid: 'Choose a location that exists.',
  reportInvalid: 'Choose a report that exists.',
  assigneeInvalid: 'Choose an active user as the assignee.',
  verifyNotDone: 'Only an action that is done can be verified.',
  alreadyClosed: 'This action is already closed.',
  notAtReport: 'This action is not at the location of the report.',
  fieldNotInReport: 'This question is not in the report.',
  fieldNotFlagged: 'This answer is not flagged, so it needs no corrective action.',
  duplicate: 'This answer already has a corrective action.',
  locationDeleted: 'The location of this action is deleted; restore the location first.',
  noPhoto: 'This action has no closing photo.',
} as const;
