import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAdminRole, Role } from '@shared/constants';
import type { AuthUser, LoginBody } from '@shared/schemas/auth';
import type { LoginAnswer } from '@shared/schemas/two-factor';
import { ApiError, api } from './api-client';
import i18n from './i18n';

export const authUserKey = ['auth-user'] as const;

/** The logged-in user, or null when nobody is (401). */
export const authUserQuery = queryOptions({
  queryKey: authUserKey,
  queryFn: async ({ signal }): Promise<AuthUser | null> => {
    try {
      return await api.get<AuthUser>('/api/get-auth-user', undefined, signal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useAuthUser() {
  return useQuery(authUserQuery);
}

/** A session has started (the password, or its second factor): nothing of before stays. */
export function startLoggedIn(queryClient: QueryClient, user: AuthUser) {
  queryClient.clear();
  queryClient.setQueryData(authUserKey, user);
  // The language chosen on any device follows the user to this one.
  if (user.language && user.language !== i18n.language) void i18n.changeLanguage(user.language);
}

/** The password step: the user, or the ticket of a second factor still to give (decision 0046). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<LoginAnswer>('/api/auth/login', body),
    onSuccess: (answer) => {
      if (!('second_factor' in answer)) startLoggedIn(queryClient, answer);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ status: string }>('/api/auth/logout'),
    onSettled: () => {
      // Whatever the server said, nothing of this user's stays in the page.
      queryClient.clear();
      queryClient.setQueryData(authUserKey, null);
    },
  });
}

/** What the navigation shows per role (docs/product.md section 3); the server enforces the same. */
export function permissionsOf(user: Pick<AuthUser, 'type_id'>) {
  const admin = isAdminRole(user.type_id);
  const staff = user.type_id <= Role.Supervisor;
  return {
    manage: admin,
    readOffice: staff,
    fieldWork: user.type_id === Role.Technician || user.type_id === Role.Supervisor,
  };
}

/** Where a user lands after logging in: a technician on Today (issue 32), as the README says. */
export function homePathOf(user: Pick<AuthUser, 'type_id'>): string {
  if (isAdminRole(user.type_id)) return '/jobs';
  return user.type_id === Role.Technician ? '/today' : '/my/jobs';
}

/**
 * Where to go after logging in from `?next=`: the server sends there a download link opened
 * without a session. Only a path of this site is followed, never another site's address.
 */
export function nextPathOf(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) ? next : undefined;
}
