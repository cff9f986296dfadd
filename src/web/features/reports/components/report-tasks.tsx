import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReportDetail } from '@shared/schemas/reports';
import { AnswerView, type FileUrl } from './answer-view';

/** Every task and field of a report with its answer, as filled. */
export function ReportTasks({ report, fileUrl }: { report: ReportDetail; fileUrl?: FileUrl }) {
  return (
    <Stack>
      {report.tasks.map((task) => (
        <Card key={task.id} withBorder padding="md" component="section" aria-labelledby={`task-${task.id}`}>
          <Title order={3} size="h4" id={`task-${task.id}`} mb="sm">
            {task.task}
          </Title>
          <Stack gap="md">
            {task.fields.map((field) => (
              <div key={field.id}>
                <Text size="sm" fw={600} c="dimmed" style={{ unicodeBidi: 'plaintext' }}>
                  {field.field_name}
                </Text>
                <AnswerView report={report} field={field} fileUrl={fileUrl} />
              </div>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
