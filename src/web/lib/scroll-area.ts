/** Mantine's ScrollArea alone, for lib/table-scroll-shim.tsx to fetch when one is drawn. */
export { ScrollArea } from '@mantine/core';
