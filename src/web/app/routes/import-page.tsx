import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { IMPORT_KINDS, type ImportKind } from '@shared/schemas/imports';
import { ImportWizard } from '@web/features/imports/components/import-wizard';
import { ImportsHistory } from '@web/features/imports/components/imports-history';
import { NotFoundPage } from './not-found-page';

/** /import/:kind — an import of locations or users, and the past imports (Admins). */
export function ImportPage() {
  const { t } = useTranslation();
  const kind = useParams().kind;
  if (!(IMPORT_KINDS as readonly string[]).includes(kind ?? '')) return <NotFoundPage />;
  return (
    <Stack gap="xl">
      <Title order={1}>{t(`imports.title.${kind as ImportKind}`)}</Title>
      <ImportWizard key={kind} kind={kind as ImportKind} />
      <ImportsHistory />
    </Stack>
  );
}
