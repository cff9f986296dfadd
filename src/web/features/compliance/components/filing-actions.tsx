import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILING_KINDS, type FilingKind } from '@shared/filing-kinds';
import type { CompliancePeriod } from '@shared/schemas/compliance';
import { DeferredCheckbox } from '@web/components/deferred-checkbox';
import { DeferredSelect } from '@web/components/deferred-select';
import { notifySuccess } from '@web/components/undo-notification';
import { firstClickOnly, useSingleFlight } from '@web/lib/one-shot';
import { serverErrorText } from '@web/lib/server-errors';
import { filingFileUrl } from '../api/get-filings';
import { useRegisterPlaces } from '../api/get-register-places';
import { useMakeFiling } from '../api/make-filing';

/** Starts the browser's download of a kept filing, as a click on its link would. */
function download(id: number) {
  const link = document.createElement('a');
  link.href = filingFileUrl(id);
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The state's files for the period. While the readiness list has problems a file is made only
 * when "file anyway" is ticked, and the log records it; a made file downloads at once.
 */
export function FilingActions(props: { period: CompliancePeriod; problems: number; checked: boolean }) {
  const { t } = useTranslation();
  const make = useMakeFiling();
  // A second click while a year is being written makes no second file.
  const makeOnce = useSingleFlight(make);
  const [force, setForce] = useState(false);
  const [customer, setCustomer] = useState<string | null>(null);
  const [place, setPlace] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const blocked = !props.checked || (props.problems > 0 && !force);
  const register = props.period.state === 'TX' || props.period.state === 'US';
  const placesQuery = useRegisterPlaces(props.period.state === 'TX' ? 'TX' : 'US', register);
  const places = useMemo(() => placesQuery.data?.places ?? [], [placesQuery.data]);
  const customers = useMemo(() => [...new Set(places.map((p) => p.customer_name).filter(Boolean))], [places]);
  const addresses = places
    .filter((p) => !customer || p.customer_name === customer)
    .map((p) => ({ value: String(p.location_id), label: `${p.name} · ${p.address}` }));

  const run = (kind: FilingKind) =>
    firstClickOnly(() => {
      setFailure(undefined);
      makeOnce(
        {
          ...props.period,
          kind,
          force: props.problems > 0 && force,
          ...(register && customer ? { customer } : {}),
          ...(register && place ? { location_id: Number(place) } : {}),
        },
        {
          onSuccess: (filing) => {
            notifySuccess(
              t(filing.draft ? 'compliance.madeDraft' : 'compliance.made', { name: filing.file_name }),
            );
            setForce(false);
            download(filing.id);
          },
          onError: (error) => setFailure(serverErrorText(error)),
        },
      );
    });

  return (
    <Stack gap="sm">
      {register && (
        <Group gap="sm" align="flex-end">
          {/* Deferred: Combobox and Popover (28 KB on the wire) after the first screen (decision 0067). */}
          <DeferredSelect
            label={t('compliance.customer')}
            placeholder={t('compliance.allCustomers')}
            data={customers}
            value={customer}
            onChange={(v) => {
              setCustomer(v);
              setPlace(null);
            }}
            searchable
            clearable
            w={280}
          />
          <DeferredSelect
            label={t('compliance.serviceAddress')}
            placeholder={t('compliance.allAddresses')}
            data={addresses}
            value={place}
            onChange={setPlace}
            searchable
            clearable
            w={360}
          />
        </Group>
      )}
      {props.problems > 0 && (
        <DeferredCheckbox
          label={t('compliance.fileAnyway', { count: props.problems })}
          checked={force}
          onChange={(e) => setForce(e.currentTarget.checked)}
        />
      )}
      <Group gap="sm">
        {FILING_KINDS[props.period.state].map((kind) => (
          <Button
            key={kind}
            leftSection={<IconDownload size={16} />}
            disabled={blocked}
            loading={make.isPending && make.variables?.kind === kind}
            onClick={run(kind)}
          >
            {t(`compliance.kinds.${kind}`)}
          </Button>
        ))}
      </Group>
      {failure && <Alert color="red">{failure}</Alert>}
    </Stack>
  );
}
