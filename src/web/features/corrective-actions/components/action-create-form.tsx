import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { actionCreateBody } from '@shared/schemas/corrective-actions';
import { LocationSelect } from '@web/components/location-select';
import { firstClickOnly } from '@web/lib/one-shot';
import { saveOutcome } from '@web/lib/save-outcome';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateAction } from '../api/create-action';
import { locationOptionsQuery } from '../api/get-location-options';
import { ActionFields, type ActionValues, toActionFields, useActionMessage } from './action-fields';

interface Values extends ActionValues {
  location_id: string | null;
}

/**
 * A corrective action made by hand: at a location chosen here (from the list), at a given one (from
 * the location's page), or on a report (from its view; the server takes the report's location).
 */
export function ActionCreateForm({ locationId, reportId }: { locationId?: number; reportId?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAction();
  const message = useActionMessage();
  const toBody = (v: Values) => ({
    ...toActionFields(v),
    ...(reportId
      ? { report_id: reportId }
      : { location_id: v.location_id ? Number(v.location_id) : undefined }),
  });
  const form = useSchemaForm<Values>({
    schema: actionCreateBody,
    initialValues: {
      title: '',
      description: '',
      assignee_id: null,
      due_date: '',
      priority: 'medium',
      location_id: locationId ? String(locationId) : null,
    },
    toBody,
    message,
    check: (v) => ({
      location_id: !reportId && !v.location_id ? t('correctiveActions.form.locationRequired') : null,
    }),
  });
  const back = reportId
    ? `/reports/${reportId}`
    : locationId
      ? `/locations/${locationId}/edit`
      : '/corrective-actions';
  const submit = form.onSubmit((values) =>
    create.mutate(
      toBody(values),
      saveOutcome(form, {
        notify: (saved) => t('correctiveActions.created', { title: saved.title }),
        then: (saved) => void navigate(`/corrective-actions/${saved.id}`),
      }),
    ),
  );
  return (
    <Stack maw={640}>
      <Title order={1}>{t('correctiveActions.new')}</Title>
      {reportId && <Text c="dimmed">{t('correctiveActions.form.onReport', { id: reportId })}</Text>}
      <form onSubmit={submit} noValidate>
        <Stack>
          {create.error && (
            <Alert color="red" role="alert" title={t('correctiveActions.saveFailed')}>
              {create.error.message}
            </Alert>
          )}
          {!reportId && (
            <LocationSelect
              nothingFound={t('correctiveActions.noLocations')}
              optionsQuery={locationOptionsQuery}
              label={t('correctiveActions.location')}
              required
              value={form.values.location_id}
              onChange={(v) => form.setFieldValue('location_id', v)}
              error={form.errors.location_id}
            />
          )}
          <ActionFields form={form} />
          <Group>
            <Button type="submit" onClick={firstClickOnly()} loading={create.isPending}>
              {t('correctiveActions.create')}
            </Button>
            <Button component={Link} to={back} variant="default">
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
