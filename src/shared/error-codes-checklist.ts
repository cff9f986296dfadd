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
  // Saving a template (server/templates): {{field}} carries the rule, {{source}} is the question it
  // looks at, {{dependants}} lists the questions or tasks whose rules a change would break.
  ruleForward: '{{field}} can only depend on a question before it; {{source}} comes after it.',
  ruleCycle:
    '{{field}} cannot depend on {{source}}: {{source}} already depends on {{field}}, so neither could be shown first.',
  ruleSelf: '{{field}} cannot depend on its own answer.',
  ruleMissing: 'The question the rule of {{field}} looks at no longer exists. Choose another one.',
  ruleOperatorType:
    'The rule of {{field}} compares {{source}} in a way its type does not allow. Choose another comparison.',
  ruleOption:
    'The rule of {{field}} names an answer that {{source}} does not offer. Choose one of its options.',
  ruleInUse: '{{source}} is used by the rule of {{dependants}}; change that rule first.',
  ruleMoved: '{{source}} must stay before {{dependants}}, whose rule looks at it; change that rule first.',
  ruleBrokenByChange:
    'The rule of {{dependants}} looks at {{source}} and would no longer fit its answers; change that rule first.',
  scoringNotChoice:
    'Only checkboxes, dropdown and radio questions carry points or flags; {{field}} is not one.',
  scoringOption: 'The points or flags of {{field}} name an answer it does not offer.',
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
