/** en.json's two parts (scripts/english-texts-plugin.ts). */
declare module 'virtual:en-texts-*' {
  const texts: Record<string, unknown>;
  export default texts;
}
