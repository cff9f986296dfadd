/** The texts of the `visit.*` codes (issue 18, decision 0036): visits, recurring service and the schedule. */
export const VISIT_ERROR_TEXTS = {
  notFound: 'Visit not found.',
  jobNotFound: 'Choose a job that exists.',
  jobInactive: 'This job is inactive: make it active before planning visits.',
  dateInvalid: 'Give a day written as YYYY-MM-DD.',
  timeInvalid: 'Give the time as hours and minutes, 00:00 to 23:59.',
  windowOrder: 'The end of the window must be after its start.',
  rangeInvalid: 'Choose a range of at most 62 days, its start on or before its end.',
  lanePageSizeAlone: 'Give lane_page with lane_page_size.',
  lanePageNeeded: 'Give lane_page with cards_per_day or technician_id.',
  technicianInvalid: 'Choose active people for the visit.',
  skipReasonRequired: 'Say why the visit is skipped.',
  skipReasonTooLong: 'A reason has at most 500 characters.',
  notMovable: 'A visit that is done cannot be moved or reassigned.',
  statusChange: 'This visit cannot change to that status.',
  notYours: 'This visit is not one of yours.',
  supervisorOnlyOwn: 'Supervisors plan the visits of their own jobs only.',
  recurrenceInvalid: 'The repeat rule is not valid: {{reason}}',
  recurrenceUntil: 'The end date must be on or after the first date.',
  recurrenceTooMany: 'At most 366 exception dates.',
  visitOfOtherJob: 'This visit belongs to another job.',
} as const;

/** The texts of the `dayRoute.*` codes (issue 33, decision 0062): a technician's day in order. */
export const DAY_ROUTE_ERROR_TEXTS = {
  notYours: 'You can read only your own day’s route.',
  supervisorOnlyOwn: 'This day has visits of jobs that are not yours: an Admin orders it.',
  changed: 'The day’s visits changed since this order was made: suggest the order again.',
  tooMany: 'A day of more than {{max}} visits cannot be ordered automatically.',
  orderRepeats: 'Name each visit once in the order.',
} as const;

/** The texts of the `dayReassignment.*` codes (issue 33, decision 0065): a technician out sick. */
export const DAY_REASSIGNMENT_ERROR_TEXTS = {
  nothingToMove: 'Name at least one visit to move.',
  visitRepeats: 'Name each visit once.',
  visitNotInDay: 'Visit {{visit_id}} is not one of this person’s visits of that day that can still move.',
  targetInvalid: 'Visit {{visit_id}} can go only to another active technician who is not on it yet.',
  changed: 'Visit {{visit_id}} changed since it was moved: it was not put back.',
} as const;
