import { Alert, Button, Center, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useDebouncedValue } from '@mantine/hooks';
import { type KeyboardEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isAdminRole } from '@shared/constants';
import type { ChemicalLevelNode } from '@shared/schemas/chemicals';
import { ImportLink } from '@web/components/import-link';
import { useAuthUser } from '@web/lib/auth';
import { ExportButton } from '@web/components/export-button';
import { useChemicalSearch } from '../api/search-chemicals';
import { ChemicalTreeExtraRow, ChemicalTreeRow, ROW_HEIGHT, rowDomId } from './chemical-tree-row';
import classes from './chemicals-tree.module.css';
import { buildRows, searchLevels, type TreeRow } from './tree-levels';
import { useChemicalLevels } from './use-chemical-levels';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Spec screen 4: the box titled "Chemicals" with "Create a chemical/category" and the tree, nodes
 * not selectable. The tree comes a level at a time and search runs on the server (decision 0023):
 * a short first level opens by itself, as the spec's "expanded by default" did; a category's
 * children load when it opens, 100 at a time. Only the rows in view are in the page.
 */
export function ChemicalsTree() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tree = useChemicalLevels();
  const me = useAuthUser().data;
  const canManage = me ? isAdminRole(me.type_id) : false;

  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useChemicalSearch(searched);
  // While searching, every category of the answer is open unless folded since.
  const [searchFolded, setSearchFolded] = useState<ReadonlySet<string>>(new Set());
  const [activeValue, setActiveValue] = useState<string | null>(null);
  // The row a keyboard move still has to focus.
  const focusPending = useRef<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);

  const searching = searched !== '';
  const foundLevels = useMemo(() => (found.data ? searchLevels(found.data) : undefined), [found.data]);
  const { levels, isExpanded } = tree;
  const rows = useMemo(() => {
    if (!searching) return buildRows(levels, isExpanded);
    return foundLevels ? buildRows(foundLevels, (value) => !searchFolded.has(value)) : [];
  }, [searching, levels, isExpanded, foundLevels, searchFolded]);
  const indexOf = useMemo(() => new Map(rows.map((r, i) => [r.value, i])), [rows]);
  // The roving tab stop stays on a row that is still shown, or moves to the first one.
  const active = activeValue !== null && indexOf.has(activeValue) ? activeValue : (rows[0]?.value ?? null);
  const query = searching
    ? { isPending: found.isPending, error: found.error, isFetching: found.isFetching, refetch: found.refetch }
    : { ...tree.top, refetch: tree.refetchTop };

  // The app does not use the React Compiler; the virtualizer re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (i) => rows[i]!.value,
    overscan: 8,
    // The row holding the tab stop is always drawn, so Tab reaches the tree wherever it is scrolled.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const at = active === null ? undefined : indexOf.get(active);
      return at === undefined || indexes.includes(at) ? indexes : [...indexes, at].sort((a, b) => a - b);
    },
  });

  // After a keyboard move the new row may only exist once scrolled into view: focus it then. In the
  // commit, not after paint: a passive effect of the commit before the key press, flushed before
  // the move's render, would find the old row focused and take the move as done.
  useLayoutEffect(() => {
    const pending = focusPending.current;
    if (pending === null) return;
    // A row gone meanwhile (its level folded or reloaded) hands the focus to the tab stop.
    const target = indexOf.has(pending) ? pending : active;
    const element = target === null ? null : document.getElementById(rowDomId(target));
    if (element) {
      focusPending.current = null;
      element.focus({ preventScroll: true });
    }
  });

  const onSearch = (text: string) => {
    setSearch(text);
    // A new search shows every match: nothing stays folded away.
    setSearchFolded(new Set());
  };
  // Stable handlers, so scrolling redraws only the rows that come into view.
  const { toggle: toggleLevel, showMore, retry } = tree;
  const toggle = useCallback(
    (row: TreeRow) => {
      if (!searching) return toggleLevel(row.value, row.expanded);
      setSearchFolded((prev) => {
        const next = new Set(prev);
        if (!next.delete(row.value)) next.add(row.value);
        return next;
      });
    },
    [searching, toggleLevel],
  );
  const open = useCallback(
    (chem: ChemicalLevelNode) => {
      // Spec screen 4: only a chemical with a document opens its page this way.
      if (chem.filepath) void navigate(`/chems/${chem.id}`);
    },
    [navigate],
  );
  const activateExtra = useCallback(
    (row: TreeRow) => {
      if (row.kind === 'failed') retry();
      if (row.kind !== 'more') return;
      // The tab stop moves to the level's last node, so focus stays where the new ones appear.
      const before = rows[indexOf.get(row.value)! - 1];
      if (before) {
        setActiveValue(before.value);
        focusPending.current = before.value;
      }
      showMore(row.parentId);
    },
    [retry, showMore, rows, indexOf],
  );
  const keyHandler = useRef<(event: KeyboardEvent<HTMLDivElement>, row: TreeRow) => void>(() => undefined);
  // Before paint, not after: a key pressed once an opened level shows must see its rows (with a
  // passive effect, End pressed in between went to the end of the rows as they were before).
  useLayoutEffect(() => {
    const moveTo = (index: number) => {
      const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
      if (!row) return;
      setActiveValue(row.value);
      focusPending.current = row.value;
      virtualizer.scrollToIndex(indexOf.get(row.value)!, { align: 'auto' });
    };
    keyHandler.current = (event, row) => {
      const index = indexOf.get(row.value)!;
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      const flip: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };
      const key = rtl ? (flip[event.key] ?? event.key) : event.key;
      const actions: Record<string, () => void> = {
        ArrowDown: () => moveTo(index + 1),
        ArrowUp: () => moveTo(index - 1),
        Home: () => moveTo(0),
        End: () => moveTo(rows.length - 1),
        ArrowRight: () => {
          if (row.hasChildren && !row.expanded) toggle(row);
          else if (row.hasChildren) moveTo(index + 1);
        },
        ArrowLeft: () => {
          if (row.hasChildren && row.expanded) toggle(row);
          else if (row.parent !== null) moveTo(indexOf.get(row.parent)!);
        },
        Enter: () => (row.node ? open(row.node) : activateExtra(row)),
        ' ': () => (row.node ? row.hasChildren && toggle(row) : activateExtra(row)),
      };
      const action = actions[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
  });
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>, row: TreeRow) => {
    if (event.target === event.currentTarget) keyHandler.current(event, row);
  }, []);

  const extraLabel = (row: TreeRow) => {
    const parent = row.parent === null ? undefined : rows[indexOf.get(row.parent)!]?.node?.name;
    if (row.kind === 'more') {
      return parent ? t('chemicals.tree.showMoreIn', { name: parent }) : t('chemicals.tree.showMore');
    }
    return row.kind === 'failed' ? t('chemicals.tree.levelFailed') : t('common.loading');
  };

  let body: React.ReactNode;
  if (query.isPending && !(searching && found.isPlaceholderData)) {
    body = (
      <Center py="xl">
        <LoadingSpinner />
      </Center>
    );
  } else if (query.error) {
    body = (
      <Alert color="red" role="alert" title={t('chemicals.tree.loadFailed')}>
        <Text size="sm" mb="xs">
          {query.error.message}
        </Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="lg">
        {searching ? t('chemicals.tree.noMatch', { search: searched }) : t('chemicals.tree.empty')}
      </Text>
    );
  } else {
    body = (
      <div ref={viewport} className={classes.viewport} data-testid="chemicals-tree-viewport">
        <div
          role="tree"
          aria-label={t('chemicals.tree.label')}
          aria-describedby="chemicals-tree-help"
          aria-busy={query.isFetching}
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            if (!row.node) {
              const label = extraLabel(row);
              return (
                <ChemicalTreeExtraRow
                  key={item.key}
                  row={row}
                  label={label}
                  ariaLabel={label}
                  active={row.value === active}
                  top={item.start}
                  onActivate={activateExtra}
                  onFocusRow={setActiveValue}
                  onKeyDown={onKeyDown}
                />
              );
            }
            return (
              <ChemicalTreeRow
                key={item.key}
                row={row}
                chem={row.node}
                active={row.value === active}
                canManage={canManage}
                top={item.start}
                onToggle={toggle}
                onOpen={open}
                onFocusRow={setActiveValue}
                onKeyDown={onKeyDown}
              />
            );
          })}
        </div>
      </div>
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('chemicals.title')}</Title>
          <Group gap="sm">
            {/* Every chemical (not its categories) with its category path, or the search's matches. */}
            <ExportButton list="chemicals" params={{ search: searched || undefined }} />
            {canManage && <ImportLink kind="chemicals" />}
            {canManage && (
              <Button component={Link} to="/chems/create" leftSection={<IconPlus size={16} />}>
                {t('chemicals.create')}
              </Button>
            )}
          </Group>
        </Group>
        <TextInput
          label={t('chemicals.tree.search')}
          placeholder={t('chemicals.tree.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
          maw={360}
        />
        {searching && found.data?.more && (
          <Text size="sm" c="dimmed" role="status">
            {t('chemicals.tree.moreMatches', { count: found.data.matches.length })}
          </Text>
        )}
        <Text id="chemicals-tree-help" size="xs" c="dimmed">
          {canManage ? t('chemicals.tree.keyboardHint') : t('chemicals.tree.keyboardHintRead')}
        </Text>
        <span id="chemicals-tree-has-file" hidden>
          {t('chemicals.tree.hasDocument')}
        </span>
        {body}
      </Stack>
    </Paper>
  );
}
