import { ActionIcon, Alert, Button, Group, Stack, Table, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserMinus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '@web/components/filter-box';
import { ListState } from '@web/components/list-state';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { UserSearchSelect } from '@web/components/user-search-select';
import { ApiError } from '@web/lib/api-client';
import { firstClickOnly } from '@web/lib/one-shot';
import { useSchemaMessage } from '@web/lib/schema-message';

/** Someone assigned; `present` is false for an account deleted since, whom Undo cannot bring back. */
export interface AssignedPerson {
  id: number;
  name: string;
  present: boolean;
}

/** What the screen shows: the people assigned, and a page of those who could be. */
export interface AssignLists {
  data?: { assigned: AssignedPerson[]; users: { id: number; name: string }[]; more: boolean };
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** Each owner's words, already translated (a group's members, a job's supervisors). */
export interface AssignTexts {
  select: string;
  placeholder: string;
  nobodyFound: string;
  required: string;
  button: string;
  tableTitle: string;
  empty: string;
  deassign: (name: string) => string;
  assigned: (name: string) => string;
  deassigned: (name: string) => string;
  assignFailed: string;
  deassignFailed: string;
}

interface Mutation {
  mutate: (userId: number, handlers: { onSuccess: () => void; onError: (e: Error) => void }) => void;
  isPending: boolean;
  /** The user id being sent, to show its row as busy. */
  variables?: number;
}

/**
 * Spec screens 6 and 7: pick someone not assigned yet and assign them; the table de-assigns, with
 * Undo. Without a choice the select says the `required` text and nothing is sent; the server's
 * refusal of the person shows under the select. `useLists` is the owner's query hook (a module-level
 * function), called with the owner's id and the typed search once typing pauses.
 */
export function AssignPeople(props: {
  owner: number;
  useLists: (owner: number, search: string) => AssignLists;
  assign: Mutation;
  deassign: Mutation;
  texts: AssignTexts;
}) {
  const { owner, useLists, assign, deassign, texts } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const lists = useLists(owner, debounced);
  const [selected, setSelected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const message = useSchemaMessage();
  const assigned = lists.data?.assigned ?? [];

  const selectError = submitted && !selected ? texts.required : serverError && message(serverError);

  const onAssign = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (!selected) return;
    assign.mutate(Number(selected), {
      onSuccess: () => {
        setSelected(null);
        setSearch('');
        setSubmitted(false);
        notifySuccess(texts.assigned(name));
      },
      onError: (e) => {
        const onField = e instanceof ApiError ? e.errors.user_id : undefined;
        if (onField) setServerError(onField);
        else notifyError(texts.assignFailed, e);
      },
    });
  };

  const onDeassign = (person: AssignedPerson) =>
    deassign.mutate(person.id, {
      onSuccess: () => {
        const message = texts.deassigned(person.name);
        if (!person.present) return notifySuccess(message);
        notifyDeleted({
          message,
          onUndo: () =>
            assign.mutate(person.id, {
              onSuccess: () => notifySuccess(texts.assigned(person.name)),
              onError: (e) => notifyError(texts.assignFailed, e),
            }),
        });
      },
      onError: (e) => notifyError(texts.deassignFailed, e),
    });

  return (
    <Stack>
      <form onSubmit={onAssign} noValidate>
        <Group align="flex-start">
          <UserSearchSelect
            label={texts.select}
            placeholder={texts.placeholder}
            users={lists.data?.users ?? []}
            more={lists.data?.more ?? false}
            search={search}
            onSearchChange={setSearch}
            value={selected}
            onChange={(value, person) => {
              setSelected(value);
              setName(person?.name ?? '');
              setServerError(undefined);
            }}
            nothingFoundMessage={texts.nobodyFound}
            error={selectError}
            disabled={lists.isPending || Boolean(lists.error)}
            miw={280}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            type="submit"
            onClick={firstClickOnly()}
            mt={{ base: 0, xs: 25 }}
            loading={assign.isPending}
          >
            {texts.button}
          </Button>
        </Group>
      </form>
      {lists.error && !lists.isPending && assigned.length > 0 && (
        <Alert color="red">{lists.error.message}</Alert>
      )}
      <Title order={2} size="h3">
        {texts.tableTitle}
      </Title>
      <Table striped aria-label={texts.tableTitle} aria-busy={lists.isFetching} maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.name')}</Table.Th>
            <Table.Th w={100}>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListState
            columns={2}
            isLoading={lists.isPending}
            error={assigned.length === 0 ? lists.error : null}
            isEmpty={assigned.length === 0}
            emptyText={texts.empty}
            onRetry={() => void lists.refetch()}
          />
          {assigned.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Td>{person.name}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={texts.deassign(person.name)}
                  onClick={() => onDeassign(person)}
                  loading={deassign.isPending && deassign.variables === person.id}
                >
                  <IconUserMinus size={18} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
