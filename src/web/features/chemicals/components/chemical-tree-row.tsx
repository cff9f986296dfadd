import { ActionIcon, Badge } from '@mantine/core';
import {
  IconChevronDown,
  IconFileText,
  IconFlask,
  IconFolder,
  IconFolderOpen,
  IconPencil,
  IconPencilPlus,
} from '@tabler/icons-react';
import { type KeyboardEvent, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChemicalLevelNode } from '@shared/schemas/chemicals';
import classes from './chemicals-tree.module.css';
import type { TreeRow } from './tree-levels';

export const ROW_HEIGHT = 36;
/** How far each level is indented. */
const INDENT = 22;

export const rowDomId = (value: string) => `chemical-node-${value}`;

interface Props {
  row: TreeRow;
  chem: ChemicalLevelNode;
  /** The row that takes the focus from Tab (roving tab stop); only its buttons are Tab stops too. */
  active: boolean;
  canManage: boolean;
  /** Where the virtualized list places the row, in pixels from the top. */
  top: number;
  onToggle: (row: TreeRow) => void;
  onOpen: (chem: ChemicalLevelNode) => void;
  onFocusRow: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, row: TreeRow) => void;
}

/**
 * One node of product.md screen 4: its name and two pencils (create under it, edit it). Categories are
 * folders in bold; chemicals are flasks, with a document icon when double-clicking opens it.
 */
export const ChemicalTreeRow = memo(function ChemicalTreeRow({
  row,
  chem,
  active,
  canManage,
  top,
  ...on
}: Props) {
  const { t } = useTranslation();
  const isCategory = chem.is_category;
  const hasFile = Boolean(chem.filepath);
  const tabIndex = active ? 0 : -1;
  const FolderIcon = row.expanded ? IconFolderOpen : IconFolder;
  return (
    <div
      id={rowDomId(row.value)}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.position}
      aria-setsize={row.siblings}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-label={chem.name}
      aria-describedby={hasFile ? 'chemicals-tree-has-file' : undefined}
      tabIndex={tabIndex}
      className={`${classes.row} ${isCategory ? classes.category : ''}`}
      data-has-file={hasFile || undefined}
      data-category={isCategory || undefined}
      style={{
        position: 'absolute',
        top: 0,
        insetInlineStart: 0,
        width: '100%',
        transform: `translateY(${top}px)`,
        height: ROW_HEIGHT,
        paddingInlineStart: (row.level - 1) * INDENT + 6,
      }}
      onFocus={(e) => e.target === e.currentTarget && on.onFocusRow(row.value)}
      onKeyDown={(e) => on.onKeyDown(e, row)}
      onDoubleClick={() => on.onOpen(chem)}
    >
      <div
        className={classes.label}
        // The second click of a double-click does not fold the category back.
        onClick={(e) => row.hasChildren && e.detail <= 1 && on.onToggle(row)}
      >
        {row.hasChildren ? (
          <IconChevronDown
            size={16}
            className={classes.chevron}
            data-collapsed={!row.expanded || undefined}
            aria-hidden
          />
        ) : (
          <span className={classes.chevron} />
        )}
        {isCategory ? (
          <FolderIcon size={18} color="var(--mantine-color-yellow-7)" aria-hidden />
        ) : (
          <IconFlask size={18} color="var(--mantine-color-teal-7)" aria-hidden />
        )}
        <span className={classes.name}>{chem.name}</span>
        {chem.restricted_use && (
          <Badge size="xs" color="red" variant="light" title={t('chemicals.restrictedUse')}>
            {t('chemicals.tree.rup')}
          </Badge>
        )}
        {hasFile && (
          <span title={t('chemicals.tree.hasDocument')} style={{ display: 'inline-flex' }}>
            <IconFileText size={16} color="var(--mantine-color-blue-6)" aria-hidden />
          </span>
        )}
      </div>
      {canManage && (
        <>
          {isCategory ? (
            <ActionIcon
              component={Link}
              to={`/chems/create?parent_id=${chem.id}`}
              variant="subtle"
              tabIndex={tabIndex}
              aria-label={t('chemicals.tree.addUnder', { name: chem.name })}
              onDoubleClick={(e) => e.stopPropagation()}
            >
              <IconPencilPlus size={18} />
            </ActionIcon>
          ) : (
            // A chemical holds nothing; its first pencil stays, inactive, so the columns line up.
            <ActionIcon
              variant="subtle"
              disabled
              style={{ background: 'transparent' }}
              aria-label={t('chemicals.tree.noChildren', { name: chem.name })}
            >
              <IconPencilPlus size={18} />
            </ActionIcon>
          )}
          <ActionIcon
            component={Link}
            to={`/chems/${chem.id}/edit`}
            variant="subtle"
            tabIndex={tabIndex}
            aria-label={t('chemicals.tree.edit', { name: chem.name })}
            onDoubleClick={(e) => e.stopPropagation()}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </>
      )}
    </div>
  );
});

interface ExtraProps {
  row: TreeRow;
  /** What the row says: "Show more", "Loading…", or that the level could not be loaded. */
  label: ReactNode;
  ariaLabel: string;
  active: boolean;
  top: number;
  /** "Show more" loads the next page; a failed row asks again. */
  onActivate?: (row: TreeRow) => void;
  onFocusRow: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, row: TreeRow) => void;
}

/** A row after a level's loaded nodes: its next page on demand, or the state of the one asked for. */
export const ChemicalTreeExtraRow = memo(function ChemicalTreeExtraRow({ row, top, ...props }: ExtraProps) {
  return (
    <div
      id={rowDomId(row.value)}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.position}
      aria-setsize={row.siblings}
      aria-label={props.ariaLabel}
      aria-busy={row.kind === 'loading' || undefined}
      tabIndex={props.active ? 0 : -1}
      className={`${classes.row} ${classes.extra}`}
      data-kind={row.kind}
      style={{
        position: 'absolute',
        top: 0,
        insetInlineStart: 0,
        width: '100%',
        transform: `translateY(${top}px)`,
        height: ROW_HEIGHT,
        paddingInlineStart: (row.level - 1) * INDENT + 6 + 22,
      }}
      onFocus={(e) => e.target === e.currentTarget && props.onFocusRow(row.value)}
      onKeyDown={(e) => props.onKeyDown(e, row)}
      onClick={() => props.onActivate?.(row)}
    >
      <span className={classes.name}>{props.label}</span>
    </div>
  );
});
