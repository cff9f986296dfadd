import { z } from 'zod';
import { ID_MAX } from '../route-id';
import { sortQuery } from './list-sort';
import { ERROR_TEXTS } from '../error-codes';
import { activeQuery, filterQuery, pageQuery, singleLineText, statusId } from './common';
import { roleId } from './users';

/** The groups list's sortable columns (issue 18): `?sort=name`, `?sort=-created_at`. */
export const GROUP_SORTS = ['name', 'role', 'status', 'job_count', 'created_at'] as const;

export const groupsFilterQuery = z.object({
  filter: filterQuery,
  page: pageQuery,
  sort: sortQuery(GROUP_SORTS),
  active: activeQuery,
});
export type GroupsFilterQuery = z.input<typeof groupsFilterQuery>;

/** A row of the groups list (spec section 3, "Group row"). */
export const groupRow = z.object({
  id: z.number(),
  name: z.string(),
  type_id: z.number(),
  status_id: z.number(),
  type: z.object({ type: z.string() }),
  status: z.object({ status: z.string() }),
  jobcount: z.number(),
  created_at: z.date().or(z.string()),
});
export type GroupRow = z.infer<typeof groupRow>;

/** One group, as `GET/POST/PUT /api/groups…` answer it. */
export const groupDetail = groupRow.extend({ updated_at: z.date().or(z.string()) });
export type GroupDetail = z.infer<typeof groupDetail>;

/** The English texts of the group rules; codes `group.<key>`. */
export const GROUP_MESSAGES = ERROR_TEXTS.group;
export type GroupMessageKey = keyof typeof GROUP_MESSAGES;

/** `POST /api/groups`, `PUT /api/groups/{id}`. */
export const groupBody = z.object({
  name: singleLineText({ error: GROUP_MESSAGES.nameRequired })
    .trim()
    .min(1, GROUP_MESSAGES.nameRequired)
    .max(100, GROUP_MESSAGES.nameTooLong),
  type_id: roleId,
  status_id: statusId,
});
export type GroupBody = z.input<typeof groupBody>;

/** An entry of the assignment lists: id and name only (spec section 3). */
export const assignee = z.object({ id: z.number(), name: z.string() });
export type Assignee = z.infer<typeof assignee>;

/**
 * `GET /api/groups/assignees-available-users/{groupId}?search=&page=`: `users` one page (25) of the
 * active users not yet in the group (the select; `users_more`: a next page exists), `assignees` its
 * members (the table); the group list holds users directly.
 */
export const groupAssignees = z.object({
  users: z.array(assignee),
  users_more: z.boolean(),
  assignees: z.array(assignee),
});
export type GroupAssignees = z.infer<typeof groupAssignees>;

const assignFields = z.object({
  user_id: z.coerce
    .number({ error: GROUP_MESSAGES.userRequired })
    .int(GROUP_MESSAGES.userRequired)
    .positive(GROUP_MESSAGES.userRequired)
    .max(ID_MAX),
});
/**
 * `POST /api/groups/assign/{groupId}`, `DELETE /api/groups/deassign/{groupId}`. A call without a
 * body is a missing user_id, so the answer names that field.
 */
export const groupAssignBody = z.preprocess((v) => v ?? {}, assignFields);
export type GroupAssignBody = z.input<typeof assignFields>;
