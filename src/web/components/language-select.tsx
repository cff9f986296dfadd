/**
 * LanguageSelect: one of the languages Fieldbook speaks, each named in its own words. Clearable
 * when `placeholder` says what no choice means ("The company's language"): its value is then null.
 *
 *   <LanguageSelect label={t('company.defaultLanguage')} {...form.getInputProps('default_language')} />
 *
 * A DeferredSelect: the company form draws it on its page's first screen (decision 0067).
 */
import type { SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shared/languages';
import { DeferredSelect } from './deferred-select';

export function LanguageSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation();
  const data = LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }));
  return (
    <DeferredSelect
      data={data}
      allowDeselect={false}
      clearable={props.placeholder !== undefined}
      {...props}
    />
  );
}
