/**
 * What other modules may use of groups/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside groups/ imports this one.
 */
export { GROUPS_KEYSET, groupsWhere, selectGroups } from './groups.repository';
