/**
 * What other modules may use of templates/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside templates/ imports this one.
 */
export { parseOptions } from './template-logic';
export { TEMPLATES_KEYSET, selectTemplateRows, templatesWhere } from './templates.repository';
