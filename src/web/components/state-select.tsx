/**
 * StateSelect: a US state (or DC, or a territory) by its postal code, searchable by code or name.
 * The value is the code ('NY'), as licences, certifications and addresses store it.
 *
 *   <StateSelect label={t('company.state')} {...form.getInputProps('licences.0.state')} />
 */
import type { SelectProps } from '@mantine/core';
import { US_STATES } from '@shared/us-states';
import { DeferredSelect } from './deferred-select';

const OPTIONS = Object.entries(US_STATES).map(([code, name]) => ({
  value: code,
  label: `${code} · ${name}`,
}));

export function StateSelect(props: Omit<SelectProps, 'data'>) {
  // Deferred: the applications list's filter and the company form show it on their first screen.
  return <DeferredSelect data={OPTIONS} searchable allowDeselect={false} {...props} />;
}
