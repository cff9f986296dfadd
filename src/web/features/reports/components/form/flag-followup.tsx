import { Group, Input, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flaggedOptionsOf } from '@shared/checklist-logic';
import { FOLLOWUP_NOTE_MAX, FOLLOWUP_PHOTOS_MAX, followupId } from '@shared/schemas/checklist-values';
import type { ReportDetail } from '@shared/schemas/reports';
import { FlaggedBadge } from '../flagged-badge';
import { asFollowup, type FollowupDraft } from '../report-logic';
import type { ReportField } from '@shared/schemas/reports';
import type { ImageRef } from './outbox';
import { PhotoField } from './photo-field';
import type { SetValueOptions } from './use-autosave';
import { autoDirection } from '@web/lib/auto-direction';

export interface FlagFollowupProps {
  /** The report being filled (for the corrective-action piece the slot holds). */
  report: Pick<ReportDetail, 'id'>;
  field: ReportField;
  /** The question's answer: the follow-up shows while it picks a flagged option. */
  value: unknown;
  /** The follow-up as the form holds it (the answer of followupId(field.id)). */
  followup: unknown;
  /** A new follow-up, null when it holds nothing; saved under followupId(field.id). */
  onChange: (followup: FollowupDraft | null, opts?: SetValueOptions) => void;
  imageSrc: (ref: ImageRef) => string | undefined;
  /** What is missing (before submit, or the server's refusal), shown on the follow-up. */
  error?: string;
  /** What creates the corrective action a flagged answer may require. */
  actionSlot?: ReactNode;
}

/** Only what the follow-up holds: an emptied note or photo list is not kept as an empty value. */
function tidy(next: FollowupDraft): FollowupDraft | null {
  const out: FollowupDraft = {};
  if (next.note) out.note = next.note;
  if (next.photos && next.photos.length > 0) out.photos = next.photos;
  return out.note === undefined && out.photos === undefined ? null : out;
}

/**
 * Under a question whose answer picked a flagged option: the "Flagged" mark and what the template
 * asks of such an answer before submit (a note, a photo, a corrective action).
 */
export function FlagFollowup(props: FlagFollowupProps) {
  const { field, value, followup, onChange, error } = props;
  const { t } = useTranslation();
  const draft = asFollowup(followup);
  // The newest follow-up, for a photo that finishes shrinking after a note was typed.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  const flagged = flaggedOptionsOf(field, value);
  if (flagged.length === 0) return null;
  const requires = field.scoring?.flag_requires ?? null;
  const id = `followup-${field.id}`;
  return (
    <Stack
      gap="xs"
      mt="xs"
      p="sm"
      bg="var(--mantine-color-red-light)"
      style={{ borderInlineStart: '3px solid var(--mantine-color-red-6)', borderRadius: 4 }}
      data-testid={id}
    >
      <Group gap="xs" wrap="wrap">
        <FlaggedBadge options={flagged} />
        <Text size="sm" style={{ unicodeBidi: 'plaintext' }}>
          {flagged.join(', ')}
        </Text>
      </Group>
      {requires === 'note' && (
        <Textarea
          id={id}
          label={t('reports.logic.note')}
          withAsterisk
          error={error}
          value={draft.note ?? ''}
          maxLength={FOLLOWUP_NOTE_MAX}
          autosize
          minRows={2}
          ref={autoDirection}
          onChange={(e) => onChange(tidy({ ...latest.current, note: e.currentTarget.value }))}
        />
      )}
      {requires === 'photo' && (
        <PhotoField
          id={id}
          label={t('reports.logic.photo')}
          withAsterisk
          error={error}
          fieldId={followupId(field.id)}
          max={FOLLOWUP_PHOTOS_MAX}
          imageSrc={props.imageSrc}
          value={draft.photos ?? []}
          onChange={(photos, images) => onChange(tidy({ ...latest.current, photos }), { now: true, images })}
        />
      )}
      {requires === 'action' && (
        <Input.Wrapper id={id} label={t('reports.logic.action')} withAsterisk error={error}>
          <div>
            {props.actionSlot ?? (
              <Text size="sm" c="dimmed">
                {t('reports.logic.actionHint')}
              </Text>
            )}
          </div>
        </Input.Wrapper>
      )}
    </Stack>
  );
}
