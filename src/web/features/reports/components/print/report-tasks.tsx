import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { flaggedOptionsOf } from '@shared/checklist-logic';
import type { ReportDetail } from '@shared/schemas/reports';
import { reportFileUrl } from '../../api/get-report';
import { AnswerView, type FileUrl } from './answer-view';
import { FlaggedBadge } from '../flagged-badge';
import { FollowupView } from './followup-view';

/**
 * Every shown task and field of a report with its answer, as filled: what the server hid (a rule
 * not met) is left out; a flagged answer is marked, with its note and photos under it.
 */
export function ReportTasks({ report, fileUrl }: { report: ReportDetail; fileUrl?: FileUrl }) {
  const logic: ReportDetail = report;
  const urlOf = fileUrl ?? ((fileId: number) => reportFileUrl(report.id, fileId));
  return (
    <Stack>
      {logic.tasks
        // As the form shows it: a hidden task, or one whose every question is hidden, is left out.
        .filter((task) => !task.hidden && (task.fields.length === 0 || task.fields.some((f) => !f.hidden)))
        .map((task) => (
          <Card key={task.id} withBorder padding="md" component="section" aria-labelledby={`task-${task.id}`}>
            <Title order={3} size="h4" id={`task-${task.id}`} mb="sm">
              {task.task}
            </Title>
            <Stack gap="md">
              {task.fields
                .filter((field) => !field.hidden)
                .map((field) => {
                  const flagged = flaggedOptionsOf(field, field.answer);
                  return (
                    <div key={field.id}>
                      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                        <Text size="sm" fw={600} c="dimmed" style={{ unicodeBidi: 'plaintext' }}>
                          {field.field_name}
                        </Text>
                        {flagged.length > 0 && <FlaggedBadge options={flagged} />}
                      </Group>
                      <AnswerView report={report} field={field} fileUrl={fileUrl} />
                      {flagged.length > 0 && field.followup && (
                        <FollowupView
                          fieldName={field.field_name}
                          followup={field.followup}
                          fileUrl={urlOf}
                        />
                      )}
                    </div>
                  );
                })}
            </Stack>
          </Card>
        ))}
    </Stack>
  );
}
