import { Button, Stack, TextInput } from '@mantine/core';
import { IconShieldSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normalizeLedgerCode, verifyCodeParams } from '@shared/schemas/ledger';
import { messageParams } from '@web/lib/i18n';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';

/** How a printed code looks, shown as the field's example. */
const EXAMPLE = '7K2M-9QXD-4HRT';

/**
 * The code as typed from paper (any case, with or without dashes or spaces, O and I read as 0 and
 * 1): opens `/verify/<code>` in its printed form, or says on the field why it cannot be a code.
 */
export function VerifyCodeForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: verifyCodeParams,
    initialValues: { code: '' },
    // Whether the text can be a code at all is the shared helper's rule, not one written here.
    check: ({ code }) => ({
      code:
        code.trim() === ''
          ? t('ledger.form.required')
          : normalizeLedgerCode(code) === null
            ? t('ledger.form.invalid', messageParams({ example: EXAMPLE }))
            : null,
    }),
  });

  const submit = form.onSubmit(({ code }) => {
    const printed = normalizeLedgerCode(code);
    if (!printed) return;
    form.reset();
    void navigate(`/verify/${printed}`);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('ledger.form.title')}>
      <Stack gap="sm" align="flex-start">
        <TextInput
          label={t('ledger.form.label')}
          description={t('ledger.form.hint', messageParams({ example: EXAMPLE }))}
          placeholder={EXAMPLE}
          // A code is Latin letters and digits: typed and read left to right on every page.
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus={autoFocus}
          w="100%"
          maw={360}
          {...form.getInputProps('code')}
          error={schemaMessage(t, form.errors.code)}
        />
        <Button type="submit" leftSection={<IconShieldSearch size={16} />}>
          {t('ledger.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
