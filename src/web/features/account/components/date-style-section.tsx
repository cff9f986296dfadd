import { Divider, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Calendar, Numerals } from '@shared/languages';
import type { AuthUser } from '@shared/schemas/auth';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { dateDirection, formatDay } from '@web/lib/date-style';
import { formatCount } from '@web/lib/number-locale';
import { useUpdateDateStyle } from '../api/update-date-style';

/** A day to show the choice by: Nowruz, the first day of the Persian year 1406. */
const EXAMPLE_DAY = '2027-03-21';

/**
 * "Dates and numbers" (decision 0074): in Arabic and Persian, the digits (the language's own or
 * Latin) and, in Persian, the calendar (Gregorian or the solar one). Saved on the account at once,
 * and shown in the new style only when the server has it. Other languages have nothing to choose.
 */
export function DateStyleSection({ me }: { me: AuthUser }) {
  const { t, i18n } = useTranslation();
  const save = useUpdateDateStyle();
  const language = i18n.language;
  if (language !== 'ar' && language !== 'fa') return null;
  const choose = (change: { numerals?: Numerals; calendar?: Calendar }) =>
    save.mutate(
      { numerals: me.numerals, calendar: me.calendar, ...change },
      {
        onSuccess: () => notifySuccess(t('dateStyle.saved')),
        onError: (e) => notifyError(t('dateStyle.notSaved'), e),
      },
    );
  return (
    <>
      <Stack maw={520} component="section" aria-labelledby="date-style-title">
        <Title order={2} size="h3" id="date-style-title">
          {t('dateStyle.title')}
        </Title>
        <Radio.Group
          label={t('dateStyle.digits')}
          value={me.numerals ?? 'native'}
          onChange={(value) => choose({ numerals: value })}
        >
          <Group mt="xs">
            {/* The language's own digits as they look, whichever the reader reads now. */}
            <Radio
              value="native"
              label={t('dateStyle.digitsNative', { postProcess: [] })}
              disabled={save.isPending}
            />
            <Radio value="latin" label={t('dateStyle.digitsLatin')} disabled={save.isPending} />
          </Group>
        </Radio.Group>
        {language === 'fa' && (
          <Radio.Group
            label={t('dateStyle.calendar')}
            value={me.calendar ?? 'gregorian'}
            onChange={(value) => choose({ calendar: value })}
          >
            <Group mt="xs">
              <Radio value="gregorian" label={t('dateStyle.gregorian')} disabled={save.isPending} />
              <Radio value="persian" label={t('dateStyle.persian')} disabled={save.isPending} />
            </Group>
          </Radio.Group>
        )}
        <Text size="sm" c="dimmed" data-testid="date-style-example">
          {t('dateStyle.example')} <bdi dir={dateDirection()}>{formatDay(EXAMPLE_DAY)}</bdi> ·{' '}
          <bdi>{formatCount(1250, language)}</bdi>
        </Text>
      </Stack>
      <Divider />
    </>
  );
}
