import { z } from 'zod';
import { singleLineText } from './common';
import { SEARCH_KINDS, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_TEXT_MAX } from './search-limits';

/** `GET /api/search?q=&limit=`: the text (trimmed, 1–100 characters) and how many results per kind. */
export const searchQuery = z.object({
  q: singleLineText().trim().min(1).max(SEARCH_TEXT_MAX),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * One thing found: `to` is the web page that opens it for the person who asked (a customer opens
 * its location). `title` and `subtitle` are the record's own data, not translated texts.
 */
export const searchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  to: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** The results of every kind the person may open, grouped by kind in SEARCH_KINDS' order. */
export const searchResponse = z.object({ results: z.array(searchResult) });
export type SearchResponse = z.infer<typeof searchResponse>;
