/** en.json's two parts, and the rest's sections one by one (scripts/web-texts-plugin.ts). */
declare module 'virtual:en-texts-*' {
  const texts: Record<string, unknown>;
  export default texts;
}

declare module 'virtual:en-texts-sections' {
  const sections: Record<string, (() => Promise<{ default: Record<string, unknown> }>) | undefined>;
  export default sections;
}

/** Another language's texts but the server's sections (scripts/web-texts-plugin.ts). */
declare module 'virtual:web-texts-*' {
  const texts: Record<string, unknown>;
  export default texts;
}
