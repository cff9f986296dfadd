import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { normalizeLedgerCode } from '@shared/schemas/ledger';
import { VerificationResult } from '@web/features/ledger/components/verification-result';
import { VerifyCodeForm } from '@web/features/ledger/components/verify-code-form';
import { LanguageSwitch } from '../layout/language-switch';
import { ThemeSwitch } from '../layout/theme-switch';

/**
 * `/verify` and `/verify/<code>` (issue 30): whoever holds a printed report, application record or
 * filing checks its code, without an account. With a code: the ledger's answer, then the form for
 * another; without one: the form. The answer names the record's kind and dates, never its content.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const typed = useParams().code;
  // The QR code's address may be typed by hand as well: the printed form is asked for either way,
  // and text that cannot be a code still goes to the server, whose 404 says so.
  const code = typed === undefined ? null : (normalizeLedgerCode(typed) ?? typed);
  return (
    <Box component="main" py="md" px="sm">
      <Stack maw={640} mx="auto" gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={800} size="lg" c="green.7">
            {t('app.name')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ThemeSwitch />
          </Group>
        </Group>
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('ledger.page.title')}
          </Title>
          <Text c="dimmed">{t('ledger.page.intro')}</Text>
        </Stack>
        {code !== null && <VerificationResult key={code} code={code} />}
        <Paper withBorder p="lg" radius="md">
          {code !== null && (
            <Title order={2} size="h4" mb="sm">
              {t('ledger.form.another')}
            </Title>
          )}
          <VerifyCodeForm autoFocus={code === null} />
        </Paper>
        <Text size="xs" c="dimmed">
          {t('ledger.page.footer')}
        </Text>
      </Stack>
    </Box>
  );
}
