import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The "Import" button beside a list's title, opening /import/:kind (Admins; issue 20). */
export function ImportLink({ kind }: { kind: 'locations' | 'chemicals' | 'users' }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={`/import/${kind}`}
      variant="default"
      leftSection={<IconFileImport size={16} />}
    >
      {t('imports.button')}
    </Button>
  );
}
