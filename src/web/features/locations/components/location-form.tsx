import {
  Alert,
  Button,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Status } from '@shared/constants';
import {
  LATITUDE_LIMIT,
  LOCATION_ADDRESS_MAX,
  LOCATION_NAME_MAX,
  LOCATION_NOTES_MAX,
  LONGITUDE_LIMIT,
  locationBody,
  type LocationRow,
} from '@shared/schemas/locations';
import { NumberInput, numberProblem, useNumberMessage } from '@web/components/number-input';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { ApiError } from '@web/lib/api-client';
import { readNumber } from '@web/lib/number-text';
import { autoDirection } from '@web/lib/auto-direction';
import { firstClickOnly } from '@web/lib/one-shot';
import { saveOutcome } from '@web/lib/save-outcome';
import { schemaMessage } from '@web/lib/schema-message';
import type { FormIssue } from '@web/lib/schema-errors';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useSaveLocation } from '../api/save-location';
import { LazyLocationsMap } from '@web/components/lazy-locations-map';
import {
  addressBodyOf,
  addressValuesOf,
  type AddressValues,
  LocationAddressFields,
} from './location-address-fields';

interface Values extends AddressValues {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  status_id: string;
  notes: string;
}

/** A coordinate typed in the form ("." or "," as the decimal point), or undefined while it is not one. */
function parseCoordinate(text: string): number | undefined {
  const reading = readNumber(text);
  return reading.state === 'number' ? reading.value : undefined;
}

/** The body the server takes; a coordinate that is not a number yet stays NaN (refused). */
const toBody = ({ customer: _c, service_address: _s, ...values }: Values) => ({
  ...values,
  ...addressBodyOf({ customer: _c, service_address: _s }),
  latitude: parseCoordinate(values.latitude) ?? Number.NaN,
  longitude: parseCoordinate(values.longitude) ?? Number.NaN,
  status_id: Number(values.status_id),
});

/** Six decimals are about 10 cm: plenty for a customer's site. */
const round = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * Create (`location` absent) or edit a location. The map shows the point as it is typed; clicking
 * the map or dragging the marker sets the coordinates.
 */
export function LocationForm({ location }: { location?: LocationRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveLocation(location?.id);
  const numberMessage = useNumberMessage();
  const coordinateMessages = (label: string, limit: number) => ({
    notANumber: t('locations.form.notANumber', { field: label }),
    range: t('locations.form.range', { field: label, limit }),
  });
  const coordinate = (label: string, limit: number) => (v: string) => {
    if (!v.trim()) return t('locations.form.required', { field: label });
    const rules = { min: -limit, max: limit };
    const problem = numberProblem(v, rules);
    return problem ? numberMessage(problem, rules, coordinateMessages(label, limit)) : null;
  };
  const message = (issue: FormIssue) => {
    if (issue.code === 'custom' || issue.code === 'invalid_value') return schemaMessage(t, issue.message);
    if (issue.path[0] === 'name' && issue.code !== 'too_big') return t('locations.form.nameRequired');
    if (issue.path[0] === 'name') {
      return t('locations.form.tooLong', { field: t('common.name'), max: LOCATION_NAME_MAX });
    }
    if (issue.path[0] === 'address') {
      return t('locations.form.tooLong', { field: t('locations.address'), max: LOCATION_ADDRESS_MAX });
    }
    if (issue.path[0] === 'notes') {
      return t('locations.form.tooLong', { field: t('locations.notes'), max: LOCATION_NOTES_MAX });
    }
  };
  const form = useSchemaForm<Values>({
    schema: locationBody,
    toBody,
    message,
    // The coordinates as typed ("." or "," as the decimal point): what is wrong with the text.
    check: (values) => ({
      latitude: coordinate(t('locations.latitude'), LATITUDE_LIMIT)(values.latitude),
      longitude: coordinate(t('locations.longitude'), LONGITUDE_LIMIT)(values.longitude),
    }),
    initialValues: {
      name: location?.name ?? '',
      address: location?.address ?? '',
      latitude: location ? String(location.latitude) : '',
      longitude: location ? String(location.longitude) : '',
      status_id: String(location?.status_id ?? Status.Active),
      notes: location?.notes ?? '',
      ...addressValuesOf(location),
    },
  });
  const guard = useUnsavedChangesGuard(form.isDirty() && !save.isSuccess);
  const { setFieldValue } = form;
  const onPick = useCallback(
    (lat: number, lng: number) => {
      setFieldValue('latitude', round(lat));
      // Leaflet lets the world repeat sideways; bring the longitude back into -180..180.
      setFieldValue('longitude', round(((((lng + 180) % 360) + 360) % 360) - 180));
    },
    [setFieldValue],
  );

  const lat = parseCoordinate(form.values.latitude);
  const lng = parseCoordinate(form.values.longitude);
  const point =
    lat !== undefined &&
    lng !== undefined &&
    Math.abs(lat) <= LATITUDE_LIMIT &&
    Math.abs(lng) <= LONGITUDE_LIMIT
      ? [
          {
            id: location?.id ?? 0,
            name: form.values.name.trim() || t('locations.form.newPoint'),
            address: form.values.address,
            latitude: lat,
            longitude: lng,
          },
        ]
      : [];
  const generalError = save.error && !(save.error instanceof ApiError && save.error.status === 400);

  const submit = form.onSubmit((values) =>
    save.mutate(
      locationBody.parse(toBody(values)),
      saveOutcome(form, {
        guard,
        notify: (saved) =>
          t(location ? 'locations.form.saved' : 'locations.form.created', { name: saved.name }),
        then: () => void navigate('/locations'),
      }),
    ),
  );

  return (
    <Stack maw={880}>
      <Title order={1}>
        {location ? t('locations.form.editTitle', { name: location.name }) : t('locations.create')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          {generalError && (
            <Alert color="red" role="alert" title={t('locations.form.saveFailed')}>
              {save.error.message}
            </Alert>
          )}
          <TextInput label={t('common.name')} required autoFocus {...form.getInputProps('name')} />
          <LocationAddressFields form={form} location={location} />
          <Textarea
            label={t('locations.notes')}
            description={t('locations.form.notesHint')}
            rows={3}
            resize="vertical"
            ref={autoDirection}
            {...form.getInputProps('notes')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('locations.latitude')}
              description={t('locations.form.latitudeHint')}
              required
              rules={{ min: -LATITUDE_LIMIT, max: LATITUDE_LIMIT }}
              messages={coordinateMessages(t('locations.latitude'), LATITUDE_LIMIT)}
              {...form.getInputProps('latitude')}
            />
            <NumberInput
              label={t('locations.longitude')}
              description={t('locations.form.longitudeHint')}
              required
              rules={{ min: -LONGITUDE_LIMIT, max: LONGITUDE_LIMIT }}
              messages={coordinateMessages(t('locations.longitude'), LONGITUDE_LIMIT)}
              {...form.getInputProps('longitude')}
            />
          </SimpleGrid>
          <Radio.Group label={t('common.status')} {...form.getInputProps('status_id')}>
            <Group mt={6}>
              <Radio value={String(Status.Active)} label={t('common.active')} />
              <Radio value={String(Status.Inactive)} label={t('common.inactive')} />
            </Group>
          </Radio.Group>
          <Text size="sm" c="dimmed">
            {t('locations.form.mapHint')}
          </Text>
          <LazyLocationsMap
            points={point}
            label={t('locations.map.formLabel')}
            height={320}
            onPick={onPick}
          />
          <Group>
            <Button type="submit" onClick={firstClickOnly()} loading={save.isPending}>
              {location ? t('locations.form.save') : t('locations.create')}
            </Button>
            <Button component={Link} to="/locations" variant="default">
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
