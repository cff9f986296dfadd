import { z } from 'zod';
import { activeQuery, filterQuery, pageQuery } from './common';

export const usersFilterQuery = z.object({
  filter: filterQuery,
  page: pageQuery,
  active: activeQuery,
});
export type UsersFilterQuery = z.input<typeof usersFilterQuery>;

/** A row of the users list (spec section 3, "User row"). */
export const userRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  type_id: z.number(),
  status_id: z.number(),
  type: z.object({ type: z.string() }),
  status: z.object({ status: z.string() }),
  jobcount: z.number(),
  created_at: z.date().or(z.string()),
});
export type UserRow = z.infer<typeof userRow>;
