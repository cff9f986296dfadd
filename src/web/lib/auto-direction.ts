/**
 * A text box's `ref`: dir="auto" on the box itself, so what is typed reads and aligns in its own
 * direction whatever the app's language. Mantine puts a `dir` prop on the box's wrapper, where it
 * does not reach the typed text.
 */
export const autoDirection = (box: HTMLInputElement | HTMLTextAreaElement | null) =>
  box?.setAttribute('dir', 'auto');
