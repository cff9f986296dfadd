import { z } from 'zod';
import { ID_MAX } from '../route-id';
import { ERROR_TEXTS } from '../error-codes';
import { labelFacts, labelFactsView } from './chemical-label';
import { pageQuery, singleLineText } from './common';

/** The document behind a chemical: a PDF or an image, at most 20 MB (docs/product.md section 7). */
export const CHEMICAL_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const CHEMICAL_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;
export type ChemicalFileType = (typeof CHEMICAL_FILE_TYPES)[number];

export const SIGNAL_WORDS = ['Caution', 'Warning', 'Danger'] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];

export const CHEMICAL_NAME_MAX = 200;
export const CHEMICAL_TEXT_MAX = 500;

/** The English texts of the chemical rules; codes `chemical.<key>`. */
export const CHEMICAL_MESSAGES = ERROR_TEXTS.chemical;
export type ChemicalMessageKey = keyof typeof CHEMICAL_MESSAGES;

/** An optional text field: blank means none. */
const optionalText = (max: number, message: string) =>
  singleLineText()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/**
 * EPA registration numbers are company-product, or company-product-distributor for a
 * supplemental distributor label (40 CFR 152.132).
 */
export const EPA_REG_NO = /^\d{1,7}-\d{1,7}(-\d{1,7})?$/;

/** POST /api/chems and PUT /api/chems/{id}. For a category the chemical-only fields are ignored. */
export const chemicalBody = z.object({
  name: singleLineText({ error: CHEMICAL_MESSAGES.nameRequired })
    .trim()
    .min(1, CHEMICAL_MESSAGES.nameRequired)
    .max(CHEMICAL_NAME_MAX, CHEMICAL_MESSAGES.nameTooLong),
  is_category: z.boolean({ error: CHEMICAL_MESSAGES.kindRequired }),
  /** null (or 0, what the legacy tree calls its root) places the node at the top of the tree. */
  parent_id: z
    .number()
    .int()
    .nonnegative()
    .max(ID_MAX)
    .nullish()
    .transform((v) => v || null),
  epa_reg_no: optionalText(40, CHEMICAL_MESSAGES.epaRegNoFormat).refine(
    (v) => v === null || EPA_REG_NO.test(v),
    CHEMICAL_MESSAGES.epaRegNoFormat,
  ),
  active_ingredient: optionalText(CHEMICAL_TEXT_MAX, CHEMICAL_MESSAGES.textTooLong),
  manufacturer: optionalText(CHEMICAL_NAME_MAX, CHEMICAL_MESSAGES.nameTooLong),
  signal_word: z
    .enum(SIGNAL_WORDS, { error: CHEMICAL_MESSAGES.signalWordInvalid })
    .nullish()
    .transform((v) => v ?? null),
  restricted_use: z.boolean().default(false),
  /** The label facts; left out, a chemical keeps the ones it has (older clients never erase them). */
  label: labelFacts.optional(),
});
export type ChemicalBody = z.output<typeof chemicalBody>;
export type ChemicalInput = z.input<typeof chemicalBody>;

/** A node of `chemTree` (spec section 3). `filepath` is the document's URL, or null without one. */
export interface ChemicalTreeNode {
  id: number;
  name: string;
  is_category: boolean;
  parent_id: number | null;
  filepath: string | null;
  signal_word: SignalWord | null;
  restricted_use: boolean;
  children: ChemicalTreeNode[];
}

export const chemicalTreeNode: z.ZodType<ChemicalTreeNode> = z
  .object({
    id: z.number(),
    name: z.string(),
    is_category: z.boolean(),
    parent_id: z.number().nullable(),
    filepath: z.string().nullable(),
    signal_word: z.enum(SIGNAL_WORDS).nullable(),
    restricted_use: z.boolean(),
    get children() {
      return z.array(chemicalTreeNode);
    },
    // Named, the API's document refers to it from inside itself (a schema cannot inline itself).
  })
  .meta({ id: 'ChemicalTreeNode' });

/** GET /api/get-chemicals: the tree under a root, and every node by id, from one query. */
export const chemicalsResponse = z.object({
  chemTree: z.object({
    id: z.literal(0),
    name: z.string(),
    is_category: z.literal(true),
    children: z.array(chemicalTreeNode),
  }),
  chemsLookup: z.record(z.string(), z.object({ name: z.string(), filepath: z.string().nullable() })),
});
export type ChemicalsResponse = z.infer<typeof chemicalsResponse>;

/** A level of the tree is sent this many nodes at a time; a search answers this many matches. */
export const CHEMICAL_LEVEL_PAGE = 100;
export const CHEMICAL_SEARCH_MAX = 100;

/** A node of one level of the tree: no children, but how many it holds (decision 0023). */
export const chemicalLevelNode = z.object({
  id: z.number(),
  name: z.string(),
  is_category: z.boolean(),
  parent_id: z.number().nullable(),
  filepath: z.string().nullable(),
  signal_word: z.enum(SIGNAL_WORDS).nullable(),
  restricted_use: z.boolean(),
  child_count: z.number(),
});
export type ChemicalLevelNode = z.infer<typeof chemicalLevelNode>;

/** GET /api/chem-tree/children?parent_id=&page=: one page of a category's children (0: the top). */
export const chemicalLevelQuery = z.object({
  parent_id: z.coerce.number().int().nonnegative().max(ID_MAX).default(0),
  page: pageQuery,
});
export const chemicalLevelResponse = z.object({
  nodes: z.array(chemicalLevelNode),
  /** A next page of this level exists. */
  more: z.boolean(),
});
export type ChemicalLevelResponse = z.infer<typeof chemicalLevelResponse>;

/**
 * GET /api/chem-tree/search?search=: the first CHEMICAL_SEARCH_MAX nodes whose name holds the
 * text (`matches`, their ids) and every category above them, each once, in the tree's order.
 */
export const chemicalSearchQuery = z.object({
  search: singleLineText().trim().min(1).max(CHEMICAL_NAME_MAX),
});
export const chemicalSearchResponse = z.object({
  nodes: z.array(chemicalLevelNode),
  matches: z.array(z.number()),
  /** More nodes match than were sent. */
  more: z.boolean(),
});
export type ChemicalSearchResponse = z.infer<typeof chemicalSearchResponse>;

/** GET/POST/PUT /api/chems…: the record, its place in the tree and what its document is. */
export const chemicalDetail = z.object({
  id: z.number(),
  name: z.string(),
  is_category: z.boolean(),
  parent_id: z.number().nullable(),
  /** The categories above it, from the top of the tree down to its parent. */
  path: z.array(z.object({ id: z.number(), name: z.string() })),
  epa_reg_no: z.string().nullable(),
  active_ingredient: z.string().nullable(),
  manufacturer: z.string().nullable(),
  signal_word: z.enum(SIGNAL_WORDS).nullable(),
  restricted_use: z.boolean(),
  label: labelFactsView,
  filepath: z.string().nullable(),
  file: z.object({ name: z.string(), type: z.enum(CHEMICAL_FILE_TYPES), size: z.number() }).nullable(),
  has_children: z.boolean(),
  created_at: z.date().or(z.string()),
  updated_at: z.date().or(z.string()),
});
export type ChemicalDetail = z.infer<typeof chemicalDetail>;

/** GET /api/chems/{id}/file: `?download=1` asks for an attachment instead of an inline view. */
export const chemicalFileQuery = z.object({
  download: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

/** The URL behind `filepath`: never a path on the server's disk. */
export const chemicalFileUrl = (id: number) => `/api/chems/${id}/file`;
