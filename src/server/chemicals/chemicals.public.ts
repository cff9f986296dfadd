/**
 * What other modules may use of chemicals/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside chemicals/ imports this one.
 */
export { CHEMICALS_KEYSET, chemicalsWhere } from './chemical-tree.repository';
export { createChemical, labelOf, updateChemical } from './chemicals.repository';
export { CHEMICAL_DOCUMENTS } from './chemicals.routes';
