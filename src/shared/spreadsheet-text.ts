/**
 * What a spreadsheet would run as a formula: a cell starting with =, +, -, @, tab or return. A
 * spreadsheet set to split CSV at semicolons (most of Europe's) also starts a new cell after each
 * `;` — quotes that are not at the start of a comma-separated cell do not stop it — so every part
 * after one is a cell start too ("a;=1+1" ran as a formula there, issue 31).
 */
const FORMULA_START = /(^|;)(?=[=+\-@\t\r])/g;

/**
 * A typed text as a CSV cell that stays text in any spreadsheet: a leading apostrophe before each
 * cell start a formula could begin at (OWASP's CSV injection advice). XLSX text cells are never
 * formulas and need none.
 */
export const spreadsheetText = (text: string): string => text.replace(FORMULA_START, "$1'");
