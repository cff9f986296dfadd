/**
 * RowActions: the actions cell of a list row, in the order given. Each action's `label` names the
 * row for screen readers ("Delete Jane Doe"); falsy entries are left out, so a role check reads
 * inline:
 *
 *   <RowActions actions={[
 *     { type: 'link', to: `/jobs/${job.id}/edit`, icon: IconPencil, label: t('jobs.editJob', { name }) },
 *     admin && { type: 'delete', label: t('jobs.deleteJob', { name }), onDelete: () => askDelete(…) },
 *     { type: 'page', href: `/reports/print/${id}`, text: t('reports.list.print') },   // a new tab
 *     { type: 'button', icon: IconKey, label: t('users.sendResetTo', { name }), onClick: () => ask(user) },
 *   ]} />
 *
 * Without `text` an action is an icon button; with it, a text button (link) or, for a delete, a red
 * text link (`href`, the legacy address, keeps it a real link). The second click of a
 * double-click on a delete is ignored: the first one has opened the confirmation already.
 */
import { ActionIcon, Anchor, Button, Group } from '@mantine/core';
import { IconTrash, type TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { firstClickOnly } from '@web/lib/one-shot';

export type RowAction =
  | { type: 'link'; to: string; label: string; icon: TablerIcon; text?: string }
  | ({ type: 'delete'; label: string; onDelete: () => void } & (
      { text?: undefined; href?: undefined } | { text: string; href: string }
    ))
  | { type: 'page'; href: string; text: string; label?: string }
  /** Anything else the row offers: an icon button that runs `onClick` (once per double click). */
  | { type: 'button'; label: string; icon: TablerIcon; onClick: () => void; text?: undefined };

export function RowActions({ actions }: { actions: readonly (RowAction | false | null | undefined)[] }) {
  const shown = actions.filter((a): a is RowAction => Boolean(a));
  const textual = shown.some((a) => a.type !== 'link' && a.text);
  return (
    <Group gap={textual ? 'sm' : 4} wrap="nowrap">
      {shown.map((action) => (
        <RowActionItem key={`${action.type}-${action.label ?? action.text}`} action={action} />
      ))}
    </Group>
  );
}

function RowActionItem({ action }: { action: RowAction }) {
  if (action.type === 'page') {
    return (
      <Anchor href={action.href} target="_blank" rel="noopener" aria-label={action.label}>
        {action.text}
      </Anchor>
    );
  }
  if (action.type === 'button') {
    const Icon = action.icon;
    return (
      <ActionIcon
        variant="subtle"
        aria-label={action.label}
        title={action.label}
        onClick={firstClickOnly(action.onClick)}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    );
  }
  if (action.type === 'link') {
    const Icon = action.icon;
    return action.text ? (
      <Button
        component={Link}
        to={action.to}
        variant="subtle"
        size="compact-sm"
        aria-label={action.label}
        leftSection={<Icon size={16} aria-hidden />}
      >
        {action.text}
      </Button>
    ) : (
      <ActionIcon component={Link} to={action.to} variant="subtle" aria-label={action.label}>
        <Icon size={18} aria-hidden />
      </ActionIcon>
    );
  }
  const onClick = firstClickOnly(action.onDelete);
  return action.text ? (
    <Anchor
      href={action.href}
      c="red"
      aria-label={action.label}
      onClick={(e) => {
        e.preventDefault();
        onClick(e);
      }}
    >
      {action.text}
    </Anchor>
  ) : (
    <ActionIcon variant="subtle" color="red" aria-label={action.label} onClick={onClick}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
