import type { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * A route's file answer (a stream or bytes, never serialized): declared beside another status
 * (a 304) so the route's types still take the file; the document shows `schema.produces`.
 */
export const fileAnswer = z.custom<Readable | Buffer>(() => true);
