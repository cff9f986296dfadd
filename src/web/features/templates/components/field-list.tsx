import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FieldType } from '@shared/constants';
import { takesOptions, type TaskField } from '@shared/schemas/templates';
import { parseOptions } from './field-options';
import { MaxPointsBadge, OptionsLine, RuleBadge } from './logic-badges';
import type { EditorTask } from './logic-rules';
import type { FieldLogicSummary } from './rule-describe';

interface FieldListProps {
  task: EditorTask;
  /** Each field's rule in words, best score and flagged options (worked out once per task). */
  logic: ReadonlyMap<number, FieldLogicSummary>;
  readOnly: boolean;
  onEdit: (field: TaskField) => void;
  onDelete: (field: TaskField) => void;
  onReorder: (fieldIds: number[]) => void;
}

/**
 * A task's fields in weight order. Admins drag a field by its handle, or focus the handle, press
 * Space, move with the arrow keys and press Space again; the new order sets the weights.
 */
export function FieldList(props: FieldListProps) {
  const { t } = useTranslation();
  const { fields } = props.task;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (fields.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('templates.tasks.noFields')}
      </Text>
    );
  }
  const nameOf = (id: string | number) => fields.find((f) => f.id === Number(id))?.field_name ?? '';
  const positionOf = (id: string | number) => fields.findIndex((f) => f.id === Number(id)) + 1;
  const count = fields.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('templates.dnd.start', { field: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('templates.dnd.over', { field: nameOf(active.id), position: positionOf(over.id), count }) : '',
    onDragEnd: ({ active, over }) =>
      over ? t('templates.dnd.end', { field: nameOf(active.id), position: positionOf(over.id), count }) : '',
    onDragCancel: ({ active }) => t('templates.dnd.cancel', { field: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = fields.map((f) => f.id);
    const moved = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    props.onReorder(moved);
  };

  const list = (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {fields.map((field) => (
        <SortableField key={field.id} {...props} field={field} />
      ))}
    </Stack>
  );
  if (props.readOnly) return list;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('templates.dnd.instructions') },
      }}
    >
      <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
        {list}
      </SortableContext>
    </DndContext>
  );
}

function SortableField(props: FieldListProps & { field: TaskField }) {
  const { t } = useTranslation();
  const { field, readOnly } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: field.id, disabled: readOnly });
  const style = { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 };
  const options = takesOptions(field.field_type) ? parseOptions(field.options) : [];
  const typeName = t(`templates.fieldTypes.${field.field_type}`, { defaultValue: field.type.name });
  const logic = props.logic.get(field.id);
  return (
    <li ref={setNodeRef} style={style} data-testid={`field-${field.id}`}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {!readOnly && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
            aria-label={t('templates.dnd.handle', { field: field.field_name })}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        )}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {field.field_name}
            </Text>
            <Badge size="xs" variant="light">
              {typeName}
            </Badge>
            {field.required === 1 && (
              <Badge size="xs" variant="outline" color="red.9">
                {t('templates.tasks.requiredBadge')}
              </Badge>
            )}
            {field.field_type === FieldType.DeviceInspection && field.full_coverage && (
              <Badge size="xs" variant="outline" color="teal.9">
                {t('templates.tasks.fullCoverageBadge')}
              </Badge>
            )}
            {logic?.maxPoints != null && <MaxPointsBadge points={logic.maxPoints} />}
            <Text size="xs" c="dimmed">
              {t('templates.tasks.weightValue', { weight: field.weight })}
            </Text>
          </Group>
          {options.length > 0 && <OptionsLine options={options} logic={logic} />}
          {logic?.rule && <RuleBadge text={logic.rule} />}
          {field.field_type === FieldType.Link && field.default_value && (
            <Anchor
              href={field.default_value}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              style={{ overflowWrap: 'anywhere' }}
            >
              {field.default_value}
            </Anchor>
          )}
        </Stack>
        {!readOnly && (
          <Group gap={2} wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t('templates.tasks.editFieldOf', { field: field.field_name })}
              onClick={() => props.onEdit(field)}
            >
              {t('common.edit')}
            </Button>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t('templates.tasks.deleteFieldOf', { field: field.field_name })}
              onClick={() => props.onDelete(field)}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
    </li>
  );
}
