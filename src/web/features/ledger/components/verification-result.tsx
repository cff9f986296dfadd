import { Alert, Center, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconFileOff,
  IconPencilCheck,
  IconShieldCheck,
  IconShieldQuestion,
  IconShieldX,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@web/lib/date-style';
import type { Verification, VerificationStatus } from '@shared/schemas/ledger';
import { DateDisplay } from '@web/components/date-display';
import { LoadingSpinner } from '@web/components/loading-spinner';
import { ApiError } from '@web/lib/api-client';
import { useAppConfig } from '@web/lib/app-config';
import { messageParams } from '@web/lib/i18n';
import { useVerification } from '../api/get-verification';
import { LabelledValue } from '@web/components/labelled-value';

/** Each answer's colour and sign: green to rely on, blue for a corrected record, red not to. */
const LOOK: Record<VerificationStatus, { color: string; icon: Icon }> = {
  unchanged: { color: 'green', icon: IconShieldCheck },
  corrected: { color: 'blue', icon: IconPencilCheck },
  altered: { color: 'red', icon: IconShieldX },
  missing: { color: 'gray', icon: IconFileOff },
};

/** What the ledger says of the code: its status in words, the record's kind and dates, never its content. */
export function VerificationAnswer({ verification: v }: { verification: Verification }) {
  const { t } = useTranslation();
  const { timezone } = useAppConfig();
  const { color, icon: StatusIcon } = LOOK[v.status];
  const corrected = v.corrected_at ? formatDateTime(v.corrected_at, timezone) : '';
  return (
    <Stack gap="md">
      <Alert
        color={color}
        variant="light"
        role="status"
        icon={<StatusIcon size={28} aria-hidden />}
        title={t(`ledger.status.${v.status}.title`, messageParams({ date: corrected }))}
        styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {t(`ledger.status.${v.status}.text`)}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <LabelledValue label={t('ledger.result.code')}>
          <Text component="bdi" ff="monospace">
            {v.code}
          </Text>
        </LabelledValue>
        <LabelledValue label={t('ledger.result.kind')}>{t(`ledger.kind.${v.kind}`)}</LabelledValue>
        <LabelledValue label={t('ledger.result.issued')}>
          <DateDisplay value={v.issued_at} />
        </LabelledValue>
        {v.corrected_at && (
          <LabelledValue label={t('ledger.result.corrected')}>
            <DateDisplay value={v.corrected_at} />
          </LabelledValue>
        )}
        <LabelledValue label={t('ledger.result.checked')}>
          <DateDisplay value={v.checked_at} />
        </LabelledValue>
      </SimpleGrid>
    </Stack>
  );
}

/** No record has the code (404, the server's words in the page's language), or the check failed. */
function VerificationProblem({ error }: { error: Error }) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      color={notFound ? 'orange' : 'red'}
      role="alert"
      icon={<IconShieldQuestion size={28} aria-hidden />}
      title={notFound ? t('ledger.result.notFoundTitle') : t('ledger.result.failedTitle')}
    >
      {error.message}
    </Alert>
  );
}

/** `/verify/<code>`'s answer, read from the server: loading, the answer, or why there is none. */
export function VerificationResult({ code }: { code: string }) {
  const { t } = useTranslation();
  const query = useVerification(code);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('ledger.result.title')}>
      <Title order={2} size="h4" mb="md">
        {t('ledger.result.title')}
      </Title>
      {query.error ? (
        <VerificationProblem error={query.error} />
      ) : query.data ? (
        <VerificationAnswer verification={query.data} />
      ) : (
        <Center py="lg">
          <LoadingSpinner />
        </Center>
      )}
    </Paper>
  );
}
