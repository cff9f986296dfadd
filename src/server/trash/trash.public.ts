/**
 * What other modules may use of trash/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside trash/ imports this one.
 */
export { RESTORABLE } from './trash.registry';
export { listTrash } from './trash.repository';
export type { TrashKind } from './trash.registry';
