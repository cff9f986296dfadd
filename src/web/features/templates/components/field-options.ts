/** A field's options arrive as JSON text of a list of strings; anything else reads as none. */
export function parseOptions(text: string): string[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}
