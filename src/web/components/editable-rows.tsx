/**
 * EditableRows: the rows of a list a form edits in place (a company's licences, a user's
 * certifications): each row a labelled group of its inputs with a remove button, the list's own
 * error, and an add button. The form owns the values; this draws them.
 *
 *   <EditableRows items={form.values.licences} label={(l, i) => t('company.licenceOf', …)}
 *     removeLabel={…} addText={t('company.addLicence')} emptyText={t('company.noLicences')}
 *     error={listError} disabled={pending} onAdd={() => form.insertListItem('licences', EMPTY)}
 *     onRemove={(i) => form.removeListItem('licences', i)}>
 *     {(licence, i) => <><StateSelect …/><TextInput …/></>}
 *   </EditableRows>
 */
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function EditableRows<T>(props: {
  items: T[];
  /** The row's accessible name (its group), e.g. "Licence in Texas". */
  label: (item: T, index: number) => string;
  removeLabel: (item: T, index: number) => string;
  addText: string;
  emptyText: string;
  error?: string;
  disabled?: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <>
      {props.items.length === 0 && <Text size="sm">{props.emptyText}</Text>}
      {props.items.map((item, i) => (
        // Rows have no id until saved; their place is what the form's paths use too.
        <Group key={i} align="flex-start" wrap="wrap" role="group" aria-label={props.label(item, i)}>
          {props.children(item, i)}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={props.removeLabel(item, i)}
            onClick={() => props.onRemove(i)}
            disabled={props.disabled}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {props.error && (
        <Text c="red.8" size="sm" role="alert">
          {props.error}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={props.onAdd}
          disabled={props.disabled}
        >
          {props.addText}
        </Button>
      </Group>
    </>
  );
}
