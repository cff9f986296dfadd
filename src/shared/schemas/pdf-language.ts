import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * `?lang=ar` on a PDF download (issue 35): the language its labels, statuses, units and dates are
 * written in. Left out, the server writes in the signed-in user's language, else English.
 */
export const pdfLanguageQuery = z.object({
  lang: z.enum(LANGUAGES, { message: 'The language must be one of en, ar, fa and es.' }).optional(),
});
export type PdfLanguageQuery = z.infer<typeof pdfLanguageQuery>;
