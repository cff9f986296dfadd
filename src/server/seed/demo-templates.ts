import { FieldType, Status } from '@shared/constants';
import { productsFor } from './demo-chemicals';
import type { DemoTemplate } from './demo-forms';
import { DEMO_COMPANY } from './demo-people';

const T = FieldType;
const YES_NO = ['Yes', 'No'];
const ON_SITE = ['Store manager', 'Kitchen manager', 'Facilities manager', 'Head custodian', 'Front desk'];
const PEST_PRODUCTS = productsFor('Pyrethroids', 'Baits & Growth Regulators', 'Anticoagulant Baits');

export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    name: 'Commercial Pest Service Report',
    companyName: DEMO_COMPANY,
    statusId: Status.Active,
    categories: ['Pest Control', 'Rodent Control', 'Bed Bug Treatment'],
    createdDaysAgo: 420,
    tasks: [
      {
        task: 'Service details',
        fields: [
          { name: 'Customer contact on site', type: T.Text, required: true, samples: ON_SITE },
          {
            name: 'Service type',
            type: T.Dropdown,
            required: true,
            options: ['Routine', 'Initial', 'Follow-up', 'Callback'],
          },
          {
            name: 'Areas serviced',
            type: T.Checkboxes,
            required: true,
            options: [
              'Kitchen',
              'Storage',
              'Dining area',
              'Restrooms',
              'Exterior perimeter',
              'Dumpster area',
            ],
          },
        ],
      },
      {
        task: 'Inspection findings',
        fields: [
          {
            name: 'Activity level',
            type: T.Dropdown,
            required: true,
            options: ['None', 'Low', 'Medium', 'High'],
          },
          {
            name: 'Pests observed',
            type: T.Checkboxes,
            options: [
              'German cockroach',
              'House mouse',
              'Norway rat',
              'Ants',
              'Flies',
              'Stored product pests',
            ],
          },
          { name: 'Bait stations checked', type: T.Number, required: true, range: [4, 36] },
          {
            name: 'Conducive conditions',
            type: T.Paragraph,
            samples: [
              'Gap under the rear door sweep; recommended replacing the sweep.',
              'Grease build-up under the fryer line. Asked the kitchen manager to schedule a deep clean.',
              'Cardboard stored against the wall in dry storage; keep 18 inches off the wall.',
              'Dumpster lid left open overnight.',
            ],
          },
        ],
      },
      {
        task: 'Treatment',
        fields: [
          { name: 'Product applied', type: T.ChemicalApplication, required: true, products: PEST_PRODUCTS },
          { name: 'Additional product', type: T.ChemicalApplication, products: PEST_PRODUCTS },
          { name: 'Product labels (EPA)', type: T.Link, link: 'https://www.epa.gov/pesticide-labels' },
        ],
      },
      {
        task: 'Sign-off',
        fields: [
          { name: 'Follow-up needed', type: T.Radio, required: true, options: YES_NO },
          { name: 'Next service date', type: T.Date, days: [14, 35] },
          { name: 'Customer signature', type: T.Signature },
          { name: 'Photos', type: T.Photo },
        ],
      },
    ],
  },
  {
    name: 'Termite Inspection (WDI)',
    companyName: DEMO_COMPANY,
    statusId: Status.Active,
    categories: ['Termite Inspection'],
    createdDaysAgo: 400,
    tasks: [
      {
        task: 'Property',
        fields: [
          {
            name: 'Structure type',
            type: T.Dropdown,
            required: true,
            options: ['Single family', 'Multi-family', 'Commercial', 'School'],
          },
          { name: 'Inspection date', type: T.Date, required: true, days: [0, 0] },
          {
            name: 'Areas not inspected',
            type: T.Paragraph,
            samples: [
              'Finished basement walls.',
              'Attic not accessible (no hatch).',
              'Crawlspace behind storage.',
            ],
          },
        ],
      },
      {
        task: 'Findings',
        fields: [
          {
            name: 'Evidence of wood-destroying insects',
            type: T.Radio,
            required: true,
            options: ['Visible evidence', 'No visible evidence'],
          },
          {
            name: 'Insects identified',
            type: T.Checkboxes,
            options: ['Subterranean termites', 'Carpenter ants', 'Carpenter bees', 'Wood-boring beetles'],
          },
          { name: 'Wood moisture (%)', type: T.Number, range: [9, 28] },
        ],
      },
      {
        task: 'Treatment and documents',
        fields: [
          {
            name: 'Termiticide applied',
            type: T.ChemicalApplication,
            products: productsFor('Non-Repellents & Termiticides'),
          },
          { name: 'NPMA-33 form', type: T.Link, link: 'https://www.npmapestworld.org/' },
          { name: 'Inspector signature', type: T.Signature },
          { name: 'Photos of damage', type: T.Photo },
        ],
      },
    ],
  },
  {
    name: 'Lawn Treatment Record',
    companyName: 'Greenleaf Lawn Care',
    statusId: Status.Active,
    categories: ['Lawn Care', 'Mosquito Treatment'],
    createdDaysAgo: 380,
    tasks: [
      {
        task: 'Site conditions',
        fields: [
          { name: 'Wind speed (mph)', type: T.Number, required: true, range: [0, 9] },
          { name: 'Air temperature (°F)', type: T.Number, required: true, range: [52, 88] },
          {
            name: 'Turf condition',
            type: T.Dropdown,
            required: true,
            options: ['Excellent', 'Good', 'Fair', 'Poor'],
          },
        ],
      },
      {
        task: 'Application',
        fields: [
          {
            name: 'Product applied',
            type: T.ChemicalApplication,
            required: true,
            products: [...productsFor('Pre-Emergent', 'Post-Emergent', 'Turf Fungicides'), 'Tempo SC Ultra'],
          },
          { name: 'Area treated (sq ft)', type: T.Number, required: true, range: [2000, 45000] },
          { name: 'Lawn markers posted', type: T.Radio, required: true, options: YES_NO },
          {
            name: 'Re-entry instructions',
            type: T.Text,
            samples: ['Keep children and pets off until dry.', 'Do not water for 24 hours.'],
          },
          { name: 'Pesticide information (NPIC)', type: T.Link, link: 'https://npic.orst.edu/' },
        ],
      },
      {
        task: 'Notes for the customer',
        fields: [
          {
            name: 'Recommendations',
            type: T.Paragraph,
            samples: [
              'Mow no shorter than 3 inches through the summer.',
              'Water deeply twice a week in the morning rather than daily.',
              'Bare patches along the driveway should be overseeded in September.',
            ],
          },
          { name: 'Photos', type: T.Photo },
        ],
      },
    ],
  },
  {
    name: 'Restaurant Sanitation Audit',
    companyName: 'Greenleaf Facility Hygiene',
    statusId: Status.Active,
    categories: ['Facility Hygiene'],
    createdDaysAgo: 300,
    tasks: [
      {
        task: 'Kitchen',
        fields: [
          { name: 'Manager on duty', type: T.Text, required: true, samples: ON_SITE },
          { name: 'Floor drains', type: T.Radio, required: true, options: ['Pass', 'Fail'] },
          { name: 'Overall rating', type: T.Dropdown, required: true, options: ['A', 'B', 'C'] },
          {
            name: 'Issues found',
            type: T.Checkboxes,
            options: [
              'Grease build-up',
              'Food debris',
              'Standing water',
              'Gaps in walls',
              'Damaged door sweeps',
            ],
          },
          { name: 'Re-check by', type: T.Date, days: [7, 21] },
        ],
      },
      {
        task: 'Restrooms',
        fields: [
          { name: 'Soap dispensers refilled', type: T.Number, required: true, range: [1, 8] },
          {
            name: 'Disinfectant used',
            type: T.ChemicalApplication,
            required: true,
            products: productsFor('Hospital-Grade Disinfectants'),
          },
          {
            name: 'Comments',
            type: T.Paragraph,
            samples: ['Hand dryer in the men’s room is out of order.', 'All fixtures clean; no issues.'],
          },
        ],
      },
      {
        task: 'Sign-off',
        fields: [
          { name: 'Manager signature', type: T.Signature },
          {
            name: 'FDA Food Code',
            type: T.Link,
            link: 'https://www.fda.gov/food/retail-food-protection/fda-food-code',
          },
        ],
      },
    ],
  },
  {
    // Replaced by the Commercial Pest Service Report; kept so the Inactive filter shows something.
    name: 'Residential Pest Service (2023 form)',
    companyName: DEMO_COMPANY,
    statusId: Status.Inactive,
    categories: [],
    createdDaysAgo: 530,
    tasks: [
      {
        task: 'Service',
        fields: [
          { name: 'Homeowner name', type: T.Text, required: true },
          {
            name: 'Rooms treated',
            type: T.Checkboxes,
            options: ['Kitchen', 'Bathrooms', 'Basement', 'Garage'],
          },
          { name: 'Product applied', type: T.ChemicalApplication, required: true },
          { name: 'Notes', type: T.Paragraph },
        ],
      },
    ],
  },
];
