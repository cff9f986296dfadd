/**
 * The texts of the `checklist.*` codes (issue 16, decision 0034): rules that show a question, the
 * points and flags of its answers, and what a flagged answer requires before submit.
 */
export const CHECKLIST_ERROR_TEXTS = {
  ruleSource: 'Choose the question the rule looks at.',
  ruleText: 'Give the answer the rule compares with.',
  ruleTextTooLong: "A rule's answer has at most 200 characters.",
  ruleValues: 'Choose at least one answer.',
  ruleValuesTooMany: 'A rule lists at most 100 answers.',
  ruleNumber: 'A rule compares with a number.',
  ruleOrder: 'The lower number comes first.',
  ruleOperator: 'Choose how the rule compares.',
  points: 'Points are a whole number.',
  pointsRange: 'Points are between -1000 and 1000.',
  passMark: 'The pass mark is a whole percentage from 0 to 100.',
  noteTooLong: 'A note has at most 2000 characters.',
  followupsMissing: 'Complete what the flagged answers require first: {{fields}}.',
  noteRequired: 'This flagged answer needs a note.',
  photoRequired: 'This flagged answer needs a photo.',
  actionRequired: 'This flagged answer needs a corrective action.',
  followupInvalid: "A flagged answer's note and photos are not valid.",
  resultFilter: 'Result is pass or fail.',
  flaggedFilter: 'Flagged is 1 when given.',
} as const;
