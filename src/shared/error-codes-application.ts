/**
 * The texts of the `application.*` codes (issue 14, decision 0025), kept apart from the other
 * families for size: an application record's parts while typed, then the submit check.
 */
export const APPLICATION_ERROR_TEXTS = {
  shape: 'The application records are not valid.',
  tooMany: 'Record at most 20 applications in one field.',
  chemical: 'Choose a product from the list.',
  lot: 'Enter the lot number (at most 40 characters).',
  amount: 'Enter the amount of undiluted product as a number of 0 or more.',
  unit: 'Choose the unit of the amount from the list.',
  mixRate: 'Enter the mix rate as an amount of product per volume of mix.',
  totalMix: 'Enter the total mix applied as a volume.',
  area: 'Enter the area treated as a number above 0.',
  areaUnit: 'Choose the unit of the area treated from the list.',
  siteCode: 'Choose a use/site code from the list.',
  place: 'Use at most 200 characters for the place of application.',
  method: 'Use at most 200 characters for the method or equipment.',
  targetPests: 'Use at most 200 characters for the target pests.',
  date: 'Enter the date of the application as YYYY-MM-DD.',
  time: 'Enter the time as HH:MM.',
  endBeforeStart: 'The end time must be after the start time.',
  person: 'Choose a person from the list.',
  wind: 'Enter the wind speed in mph (0 to 200) and its direction.',
  temperature: 'Enter the temperature in °F (-80 to 160).',
  rateReason: 'Use at most 1000 characters for the reason.',
  stateFilter: 'Choose a state from the list.',
  dateOrder: 'The start date must be on or before the end date.',
  customerName: "The location has no customer name: an Admin adds it on the location's page.",
  customerAddress: "The location has no customer billing address: an Admin adds it on the location's page.",
  serviceAddress:
    "The location's service address is incomplete (street, municipality, county, state, ZIP): an Admin completes it on the location's page.",
  productRequired: 'Choose the product applied.',
  epaMissing: 'The product has no EPA registration number: an Admin adds it in Chemicals.',
  amountRequired: 'Enter the amount of undiluted product and its unit.',
  mixDisagrees:
    'The mix rate times the total mix makes {{amount}} of undiluted product: enter that amount, or correct the mix.',
  unitForState: '{{state}} files do not take "{{unit}}": record the amount in {{units}}.',
  mixUnit: 'The mix rate is in {{unit}}: enter the undiluted amount in a unit of that kind.',
  amountZero:
    'Enter the amount of undiluted product applied: it must be more than 0 (at least 0.0001 in its unit).',
  areaRequired: 'Enter the area treated and its unit.',
  dateRequired: 'Enter the date and the start time of the application.',
  dateBeforeReport:
    'The application is dated before {{day}}, the day this report was started: correct the date.',
  dateAfterSubmit: 'The application is dated later than now ({{now}}): correct the date and the times.',
  applicatorRequired: 'Choose the applicator.',
  certificationMissing:
    '{{name}} holds no certification valid in {{state}} on that day: choose the certified applicator who supervised.',
  supervisorUncertified: '{{name}} holds no certification valid in {{state}} on that day.',
  restrictedUncertified:
    'This is a restricted-use product: it must be applied or supervised by an applicator certified in {{state}}.',
  siteRequired: "Choose the use/site code: the label's limits depend on it.",
  siteNotAllowed: 'The label does not allow use/site code {{site}}; it allows {{allowed}}.',
  rateAboveLabel: "The rate, {{rate}}, is above the label's maximum of {{max}} for use/site code {{site}}.",
  rateReasonRequired:
    "The rate, {{rate}}, is above the label's maximum of {{max}}: say why in the reason for the rate.",
  areaUnitMismatch: "The label's rate is per {{unit}}: enter the area treated in a unit of that kind.",
  unitMismatch: 'The label doses in {{unit}}: enter the amount in a unit of that kind.',
  mixRequired: "The label's rate for this site is per volume of mix: enter the mix rate.",
  weatherRequired: 'Enter the wind speed and direction and the temperature: your company records them.',
} as const;
