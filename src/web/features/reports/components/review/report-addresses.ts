/** The addresses as typed: one per line, or separated by commas, semicolons or spaces. */
export const addressesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
