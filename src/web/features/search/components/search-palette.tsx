// Spotlight's styles, and Mark's, which its actions import (for highlighting, unused here): both
// come with this lazily loaded palette, not in every first page's stylesheet (mantine-styles.ts).
import '@mantine/core/styles/Mark.css';
import '@mantine/spotlight/styles.css';
import { Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SearchResult } from '@shared/schemas/search';
import { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN } from '@shared/schemas/search-limits';
import { isSearchable, useSearchEverything } from '../api/search-everything';
import { groupByKind, KIND_ICONS, withNumber } from './search-kinds';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

const [store, palette] = createSpotlight();
const LIST_ID = 'search-palette-results';
const optionId = (index: number) => `search-result-${index}`;

/**
 * Chooses the first result, as Spotlight does on each key, but when the results arrive: Spotlight
 * chooses on the key, before an answer from the server is there, so Enter would open nothing.
 * Its arrows and Enter read the same two things (its store's `selected`, the `data-selected` mark).
 */
function chooseFirst() {
  const actions = document.querySelectorAll(`#${LIST_ID} [data-action]`);
  actions.forEach((action, i) => {
    if (i === 0) action.setAttribute('data-selected', 'true');
    else action.removeAttribute('data-selected');
  });
  store.setState((state) => ({ ...state, selected: actions.length > 0 ? 0 : -1 }));
}

/**
 * Spotlight moves its choice on the arrows without telling its store's readers (updateState, not
 * setState); told here once it has moved, so the input's aria-activedescendant and the options'
 * aria-selected follow it for screen readers.
 */
const announceChoice = () => queueMicrotask(() => store.setState((state) => ({ ...state })));

function ResultRow({ result, index, onOpen }: { result: SearchResult; index: number; onOpen: () => void }) {
  const Icon = KIND_ICONS[result.kind];
  const selected = useSpotlight(store).selected === index;
  return (
    <Spotlight.Action id={optionId(index)} role="option" aria-selected={selected} onClick={onOpen}>
      <Group wrap="nowrap" gap="sm" w="100%">
        <Icon size={20} stroke={1.5} aria-hidden />
        <div style={{ flex: 1, minWidth: 0 }}>
          {/* Names and addresses are data: they read in their own direction on Arabic and Persian pages. */}
          <Text size="sm" fw={500} dir="auto" truncate>
            {result.title}
          </Text>
          {result.subtitle && (
            <Text size="xs" c="dimmed" dir="auto" truncate>
              {result.subtitle}
            </Text>
          )}
        </div>
        {withNumber(result.kind) && (
          <Text size="xs" c="dimmed" dir="ltr">
            #{result.id}
          </Text>
        )}
      </Group>
    </Spotlight.Action>
  );
}

/**
 * The search palette (Ctrl+K, or the header's search box): what the person may open, grouped by
 * kind, asked as they type (after a short pause). Arrows move through the results, Enter opens
 * one, Escape closes. Loaded on the first use (search-trigger.tsx) with Mantine's Spotlight.
 */
export function SearchPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const [asked] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useSearchEverything(asked);
  const shown = isSearchable(typed) ? search.data?.results : undefined;
  const results = useMemo(() => shown ?? [], [shown]);
  const { selected } = useSpotlight(store);

  useEffect(() => {
    if (opened) palette.open();
    else palette.close();
  }, [opened]);
  // The first result is the one Enter opens, as soon as the results change.
  useEffect(() => {
    if (results.length > 0) chooseFirst();
  }, [results]);

  const waiting = isSearchable(typed) && (typed !== asked || search.isFetching);
  let status: string | undefined;
  if (!typed) status = t('search.hint');
  else if (!isSearchable(typed)) status = t('search.tooShort', { min: SEARCH_TEXT_MIN });
  else if (search.isError) status = search.error.message;
  else if (waiting && results.length === 0) status = t('search.searching');
  else if (!waiting && search.isSuccess && results.length === 0) status = t('search.empty', { q: typed });

  let index = 0;
  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      // Ctrl+K is the trigger's, which is there before this code is.
      shortcut={null}
      // The palette stays mounted once loaded: a new search starts from an empty box.
      onSpotlightClose={() => {
        setQuery('');
        onClose();
      }}
      scrollable
      maxHeight={480}
    >
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        maxLength={SEARCH_TEXT_MAX}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        onKeyDown={announceChoice}
        aria-activedescendant={selected >= 0 && selected < results.length ? optionId(selected) : undefined}
        leftSection={<IconSearch size={18} stroke={1.5} aria-hidden />}
        rightSection={waiting ? <LoadingSpinner size="xs" label={t('search.searching')} /> : null}
      />
      <Spotlight.ActionsList id={LIST_ID} role="listbox" aria-label={t('search.results')}>
        {groupByKind(results).map(([kind, rows]) => (
          // Spotlight draws the label with CSS alone; aria-label names the group for screen readers.
          <Spotlight.ActionsGroup
            key={kind}
            label={t(`search.kinds.${kind}`)}
            role="group"
            aria-label={t(`search.kinds.${kind}`)}
          >
            {rows.map((result) => {
              const at = index++;
              return (
                <ResultRow
                  key={`${result.kind}-${result.id}`}
                  result={result}
                  index={at}
                  onOpen={() => void navigate(result.to)}
                />
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
        {status && (
          <Text c="dimmed" size="sm" ta="center" p="md" role={search.isError ? 'alert' : 'status'} dir="auto">
            {status}
          </Text>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
