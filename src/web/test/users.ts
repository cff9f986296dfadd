/** An Admin as `GET /api/get-auth-user` answers, for component tests; others spread it. */
export const ADMIN_USER = {
  id: 1,
  name: 'Admin',
  email: 'a@x.example',
  username: 'a',
  type_id: 2,
  type: { type: 'Admin' },
};
