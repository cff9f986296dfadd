import { ApiKeysList } from '@web/features/api-keys/components/api-keys-list';

export function ApiKeysPage() {
  return <ApiKeysList />;
}
