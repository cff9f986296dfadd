import { Alert, Autocomplete, Button, Group, Radio, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Status } from '@shared/constants';
import { JOB_CATEGORY_MAX, JOB_NAME_MAX, jobBody, type JobDetail } from '@shared/schemas/jobs';
import { LocationSelect } from '@web/components/location-select';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { ApiError } from '@web/lib/api-client';
import { firstClickOnly } from '@web/lib/one-shot';
import { saveOutcome } from '@web/lib/save-outcome';
import type { FormIssue } from '@web/lib/schema-errors';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useJobCategories } from '../api/get-job-categories';
import { useSaveJob } from '../api/save-job';
import { locationByIdQuery, locationOptionsQuery } from '../api/search-locations';

interface Values {
  name: string;
  category: string;
  location_id: string | null;
  status_id: string;
}

const toBody = (values: Values) => ({
  ...values,
  location_id: values.location_id === null ? undefined : Number(values.location_id),
  status_id: Number(values.status_id),
});

/**
 * Create (`job` absent) or edit a job: name, category with suggestions from existing jobs, a
 * searchable choice of active locations, and the status. Leaving with unsaved changes asks first.
 */
export function JobForm({ job, defaultLocationId }: { job?: JobDetail; defaultLocationId?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveJob(job?.id);
  const categories = useJobCategories();
  const initial: Values = {
    name: job?.name ?? '',
    category: job?.category ?? '',
    location_id: job ? String(job.location_id) : defaultLocationId ? String(defaultLocationId) : null,
    status_id: String(job?.status_id ?? Status.Active),
  };
  const message = (issue: FormIssue) => {
    if (issue.code === 'custom') return undefined;
    switch (issue.path[0]) {
      case 'name':
        return issue.code === 'too_big'
          ? t('jobs.form.nameTooLong', { max: JOB_NAME_MAX })
          : t('jobs.form.nameRequired');
      case 'category':
        return t('jobs.form.categoryTooLong', { max: JOB_CATEGORY_MAX });
      case 'location_id':
        return t('jobs.form.locationRequired');
    }
  };
  const form = useSchemaForm<Values>({ schema: jobBody, initialValues: initial, toBody, message });
  const guard = useUnsavedChangesGuard(form.isDirty() && !save.isSuccess);
  // The server's word on a field (a location deleted meanwhile; a move refused because the job's
  // reports were done where it is, 409) shows at that field; any other refusal above the buttons.
  const onFields = (error: unknown): error is ApiError =>
    error instanceof ApiError && Object.keys(error.errors).length > 0;
  const generalError = save.error && !onFields(save.error);

  const submit = form.onSubmit((values) =>
    save.mutate(
      jobBody.parse(toBody(values)),
      saveOutcome(form, {
        guard,
        notify: (saved) => t(job ? 'jobs.form.saved' : 'jobs.form.created', { name: saved.name }),
        then: () => void navigate('/jobs'),
        anyStatus: true,
      }),
    ),
  );

  return (
    <Stack maw={640}>
      <Title order={1}>
        {job ? t('jobs.form.editTitle', { name: job.name }) : t('jobs.form.createTitle')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          {generalError && (
            <Alert color="red" role="alert" title={t('jobs.form.saveFailed')}>
              {save.error.message}
            </Alert>
          )}
          <TextInput label={t('common.name')} required autoFocus {...form.getInputProps('name')} />
          <Autocomplete
            label={t('jobs.category')}
            placeholder={t('jobs.form.categoryPlaceholder')}
            data={categories.data ?? []}
            limit={20}
            {...form.getInputProps('category')}
          />
          <LocationSelect
            label={t('jobs.location')}
            placeholder={t('jobs.form.locationPlaceholder')}
            nothingFound={t('jobs.form.noLocations')}
            required
            optionsQuery={locationOptionsQuery}
            lookupQuery={locationByIdQuery}
            current={job?.location}
            value={form.values.location_id}
            onChange={(value) => form.setFieldValue('location_id', value)}
            error={form.errors.location_id}
          />
          <Radio.Group label={t('common.status')} {...form.getInputProps('status_id')}>
            <Group mt={6}>
              <Radio value={String(Status.Active)} label={t('common.active')} />
              <Radio value={String(Status.Inactive)} label={t('common.inactive')} />
            </Group>
          </Radio.Group>
          <Group>
            <Button type="submit" onClick={firstClickOnly()} loading={save.isPending}>
              {job ? t('jobs.form.save') : t('jobs.create')}
            </Button>
            <Button component={Link} to="/jobs" variant="default">
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
