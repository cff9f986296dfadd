import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SsoSettings, SsoSettingsBody } from '@shared/schemas/sso';
import { api } from '@web/lib/api-client';
import { ssoKeys } from './sso-keys';

/** `PUT /api/sso/settings`: the answer is what was saved (the secret only said to be stored). */
export function saveSsoSettings(body: SsoSettingsBody) {
  return api.put<SsoSettings>('/api/sso/settings', body);
}

export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSsoSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(ssoKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: ssoKeys.loginOptions() });
    },
  });
}
