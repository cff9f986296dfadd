import type { AmountUnit } from '@shared/unit-names';
/** How technicians use a product: the ranges a demo chemical-application answer is drawn from. */
export interface ChemicalUse {
  unit: AmountUnit;
  amount: [min: number, max: number];
  pests: string[];
}

export interface DemoChemical {
  name: string;
  /** Name of the parent category; undefined for a category at the top of the tree. */
  parent?: string;
  isCategory: boolean;
  epaRegNo?: string;
  activeIngredient?: string;
  manufacturer?: string;
  signalWord?: 'Caution' | 'Warning' | 'Danger';
  restrictedUse?: boolean;
  use?: ChemicalUse;
}

const category = (name: string, parent?: string): DemoChemical => ({ name, parent, isCategory: true });

const ROACHES = ['German cockroach', 'American cockroach'];
const PERIMETER = ['Ants', 'Spiders', 'Stink bugs', 'Cockroaches'];
const RODENTS = ['House mouse', 'Norway rat'];
const MOSQUITOES = ['Mosquitoes', 'Ticks'];
const TURF_WEEDS = ['Crabgrass', 'Dandelion', 'Clover', 'Nutsedge'];
const TURF_DISEASE = ['Brown patch', 'Dollar spot', 'Summer patch'];
const SURFACES = ['Norovirus', 'MRSA', 'Influenza A virus', 'General disinfection'];

/**
 * A three-level tree: class > family > product. The products are common professional labels; the
 * registration numbers and percentages are given for the demo and are not a substitute for the label.
 */
export const DEMO_CHEMICALS: DemoChemical[] = [
  category('Insecticides'),
  category('Rodenticides'),
  category('Herbicides'),
  category('Fungicides'),
  category('Disinfectants'),

  category('Pyrethroids', 'Insecticides'),
  category('Baits & Growth Regulators', 'Insecticides'),
  category('Non-Repellents & Termiticides', 'Insecticides'),
  category('Mosquito Larvicides', 'Insecticides'),
  category('Anticoagulant Baits', 'Rodenticides'),
  category('Fumigants', 'Rodenticides'),
  category('Pre-Emergent', 'Herbicides'),
  category('Post-Emergent', 'Herbicides'),
  category('Turf Fungicides', 'Fungicides'),
  category('Hospital-Grade Disinfectants', 'Disinfectants'),

  {
    name: 'Talstar P Professional',
    parent: 'Pyrethroids',
    isCategory: false,
    epaRegNo: '279-3206',
    activeIngredient: 'Bifenthrin 7.9%',
    manufacturer: 'FMC',
    signalWord: 'Caution',
    use: { unit: 'fl oz', amount: [0.5, 2], pests: [...PERIMETER, 'Mosquitoes'] },
  },
  {
    name: 'Demand CS',
    parent: 'Pyrethroids',
    isCategory: false,
    epaRegNo: '100-1066',
    activeIngredient: 'Lambda-cyhalothrin 9.7%',
    manufacturer: 'Syngenta',
    signalWord: 'Caution',
    use: { unit: 'fl oz', amount: [0.2, 0.8], pests: [...PERIMETER, 'Flies'] },
  },
  {
    name: 'Suspend SC',
    parent: 'Pyrethroids',
    isCategory: false,
    epaRegNo: '432-763',
    activeIngredient: 'Deltamethrin 4.75%',
    manufacturer: 'Envu',
    signalWord: 'Caution',
    use: { unit: 'fl oz', amount: [0.5, 1.5], pests: [...PERIMETER, 'Bed bugs'] },
  },
  {
    name: 'Tempo SC Ultra',
    parent: 'Pyrethroids',
    isCategory: false,
    epaRegNo: '432-1363',
    activeIngredient: 'Beta-cyfluthrin 11.8%',
    manufacturer: 'Envu',
    signalWord: 'Caution',
    use: { unit: 'fl oz', amount: [0.25, 1], pests: MOSQUITOES },
  },
  {
    name: 'Advion Cockroach Gel Bait',
    parent: 'Baits & Growth Regulators',
    isCategory: false,
    epaRegNo: '100-1484',
    activeIngredient: 'Indoxacarb 0.6%',
    manufacturer: 'Syngenta',
    signalWord: 'Caution',
    // New York refuses grams (it reads "G" as gallons): the demo company weighs baits in ounces.
    use: { unit: 'oz', amount: [0.2, 1.05], pests: ROACHES },
  },
  {
    name: 'Gentrol IGR Concentrate',
    parent: 'Baits & Growth Regulators',
    isCategory: false,
    epaRegNo: '2724-351',
    activeIngredient: '(S)-Hydroprene 9%',
    manufacturer: 'Central Life Sciences',
    signalWord: 'Caution',
    use: { unit: 'fl oz', amount: [0.5, 1], pests: [...ROACHES, 'Stored product pests', 'Bed bugs'] },
  },
  {
    name: 'Termidor SC',
    parent: 'Non-Repellents & Termiticides',
    isCategory: false,
    epaRegNo: '7969-210',
    activeIngredient: 'Fipronil 9.1%',
    manufacturer: 'BASF',
    signalWord: 'Caution',
    use: { unit: 'gal', amount: [4, 40], pests: ['Subterranean termites', 'Carpenter ants'] },
  },
  {
    name: 'Alpine WSG',
    parent: 'Non-Repellents & Termiticides',
    isCategory: false,
    epaRegNo: '499-561',
    activeIngredient: 'Dinotefuran 40%',
    manufacturer: 'BASF',
    signalWord: 'Caution',
    use: { unit: 'oz', amount: [0.35, 1.4], pests: ['Flies', 'Ants', 'Bed bugs'] },
  },
  {
    name: 'VectoBac G',
    parent: 'Mosquito Larvicides',
    isCategory: false,
    epaRegNo: '73049-10',
    activeIngredient: 'Bacillus thuringiensis israelensis 2.8%',
    manufacturer: 'Valent BioSciences',
    signalWord: 'Caution',
    use: { unit: 'lb', amount: [1, 5], pests: ['Mosquito larvae'] },
  },
  {
    name: 'Contrac Blox',
    parent: 'Anticoagulant Baits',
    isCategory: false,
    epaRegNo: '12455-79',
    activeIngredient: 'Bromadiolone 0.005%',
    manufacturer: 'Bell Laboratories',
    signalWord: 'Caution',
    use: { unit: 'oz', amount: [4, 24], pests: RODENTS },
  },
  {
    name: 'Final Blox',
    parent: 'Anticoagulant Baits',
    isCategory: false,
    epaRegNo: '12455-89',
    activeIngredient: 'Brodifacoum 0.005%',
    manufacturer: 'Bell Laboratories',
    signalWord: 'Caution',
    use: { unit: 'oz', amount: [4, 24], pests: RODENTS },
  },
  {
    name: 'Phostoxin Tablets',
    parent: 'Fumigants',
    isCategory: false,
    epaRegNo: '72959-4',
    activeIngredient: 'Aluminum phosphide 55%',
    manufacturer: 'Degesch America',
    signalWord: 'Danger',
    restrictedUse: true,
    use: { unit: 'oz', amount: [5, 30], pests: ['Norway rat', 'Woodchuck'] },
  },
  {
    name: 'Dimension 2EW',
    parent: 'Pre-Emergent',
    isCategory: false,
    epaRegNo: '62719-542',
    activeIngredient: 'Dithiopyr 24%',
    manufacturer: 'Corteva',
    signalWord: 'Warning',
    use: { unit: 'fl oz', amount: [8, 24], pests: ['Crabgrass', 'Goosegrass'] },
  },
  {
    name: 'Tenacity',
    parent: 'Post-Emergent',
    isCategory: false,
    epaRegNo: '100-1267',
    activeIngredient: 'Mesotrione 40%',
    manufacturer: 'Syngenta',
    signalWord: 'Caution',
    use: { unit: 'fl oz', amount: [2, 8], pests: TURF_WEEDS },
  },
  {
    name: 'Heritage',
    parent: 'Turf Fungicides',
    isCategory: false,
    epaRegNo: '100-1093',
    activeIngredient: 'Azoxystrobin 50%',
    manufacturer: 'Syngenta',
    signalWord: 'Caution',
    use: { unit: 'oz', amount: [2, 6], pests: TURF_DISEASE },
  },
  {
    name: 'Daconil Weatherstik',
    parent: 'Turf Fungicides',
    isCategory: false,
    epaRegNo: '50534-188-100',
    activeIngredient: 'Chlorothalonil 54%',
    manufacturer: 'Syngenta',
    signalWord: 'Danger',
    use: { unit: 'fl oz', amount: [8, 24], pests: TURF_DISEASE },
  },
  {
    name: 'Oxivir Tb',
    parent: 'Hospital-Grade Disinfectants',
    isCategory: false,
    epaRegNo: '70627-56',
    activeIngredient: 'Hydrogen peroxide 0.5%',
    manufacturer: 'Diversey',
    signalWord: 'Caution',
    use: { unit: 'qt', amount: [1, 4], pests: SURFACES },
  },
  {
    name: 'Virex II 256',
    parent: 'Hospital-Grade Disinfectants',
    isCategory: false,
    epaRegNo: '70627-24',
    activeIngredient: 'Quaternary ammonium chlorides 21.7%',
    manufacturer: 'Diversey',
    signalWord: 'Danger',
    use: { unit: 'fl oz', amount: [2, 8], pests: SURFACES },
  },
];

/** Names of the products, in tree order, for a chemical-application field that offers any of them. */
export const productsFor = (...parents: string[]): string[] =>
  DEMO_CHEMICALS.filter((c) => !c.isCategory && c.parent !== undefined && parents.includes(c.parent)).map(
    (c) => c.name,
  );
