import { z } from 'zod';

export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** `?page=` of the paginated lists; 1-based. */
export const pageQuery = z.coerce.number().int().min(1).max(1_000_000).default(1);

/**
 * The legacy client sends `filter=null` for an empty filter box; both that and an empty string
 * mean "no filter".
 */
export const filterQuery = z
  .string()
  .max(200)
  .optional()
  .transform((v) => {
    const t = v?.trim();
    return !t || t === 'null' ? undefined : t;
  });

export const activeQuery = z.enum(['active', 'inactive']).optional();

/**
 * The spec's delete calls carry the id as `{params: {id}}`, as `{id}`, or as `?id=`
 * (decisions.md section 7); the server accepts all three. A `?id=` call may have no body at all,
 * which Fastify validates as `null`, hence nullish.
 */
export const legacyDeleteBody = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    params: z.object({ id: z.coerce.number().int().positive() }).optional(),
  })
  .nullish();
export const legacyDeleteQuery = z.object({ id: z.coerce.number().int().positive().optional() });

export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
