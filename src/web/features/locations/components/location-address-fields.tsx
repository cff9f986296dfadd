import { Alert, Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ServiceAddress } from '@shared/addresses';
import { sameCounty } from '@shared/counties';
import type { LocationRow } from '@shared/schemas/locations';
import { StateSelect } from '@web/components/state-select';
import { messageParams } from '@web/lib/i18n';
import { useZipCounty } from '../api/get-zip-county';
import { autoDirection } from '@web/lib/auto-direction';

/** The customer and the service address as the form holds them: text as typed. */
export interface AddressValues {
  customer: { name: string; billing_address: string; phone: string; email: string };
  service_address: {
    street: string;
    municipality: string;
    county: string;
    state: string | null;
    zip: string;
  };
}

export const addressValuesOf = (location?: LocationRow): AddressValues => {
  const a: Partial<ServiceAddress> = location?.service_address ?? {};
  return {
    customer: { name: '', billing_address: '', phone: '', email: '', ...location?.customer },
    service_address: {
      street: a.street ?? '',
      municipality: a.municipality ?? '',
      county: a.county ?? '',
      state: a.state ?? null,
      zip: a.zip ?? '',
    },
  };
};

/**
 * The body's customer and service address. A location saved before addresses had parts keeps its
 * one-line address until someone fills a part in: sending empty parts would erase that line.
 */
export function addressBodyOf(v: AddressValues) {
  const typed = Object.values(v.service_address).some((part) => part && part.trim() !== '');
  return { customer: v.customer, ...(typed && { service_address: v.service_address }) };
}

/** The customer billed for the work and the street address where it is done (issue 14). */
export function LocationAddressFields<V extends AddressValues>(props: {
  form: UseFormReturnType<V>;
  location?: LocationRow;
}) {
  const { form, location } = props;
  const { t } = useTranslation();
  const input = (path: string) => form.getInputProps(path);
  const oldLine =
    location?.address_incomplete && location.address && !location.service_address.street
      ? location.address
      : null;
  return (
    <>
      <Fieldset legend={t('locations.form.serviceAddress')}>
        {location?.address_incomplete && (
          <Alert color="yellow" mb="sm" title={t('locations.form.completeTitle')}>
            {oldLine ? t('locations.form.completeFrom', { address: oldLine }) : t('locations.form.complete')}
          </Alert>
        )}
        <TextInput
          label={t('locations.form.street')}
          description={t('locations.form.streetHint')}
          autoComplete="address-line1"
          ref={autoDirection}
          {...input('service_address.street')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <TextInput
            label={t('locations.form.municipality')}
            autoComplete="address-level2"
            ref={autoDirection}
            {...input('service_address.municipality')}
          />
          <TextInput
            label={t('locations.form.county')}
            ref={autoDirection}
            {...input('service_address.county')}
          />
          <StateSelect label={t('locations.form.state')} clearable {...input('service_address.state')} />
          <TextInput
            label={t('locations.form.zip')}
            autoComplete="postal-code"
            inputMode="numeric"
            dir="ltr"
            {...input('service_address.zip')}
          />
        </SimpleGrid>
        <ZipCountyWarning address={form.getValues().service_address} />
      </Fieldset>
      <Fieldset legend={t('locations.form.customer')}>
        <TextInput
          label={t('locations.form.customerName')}
          autoComplete="organization"
          ref={autoDirection}
          {...input('customer.name')}
        />
        <Textarea
          label={t('locations.form.billingAddress')}
          rows={2}
          mt="sm"
          ref={autoDirection}
          {...input('customer.billing_address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <TextInput
            label={t('locations.form.phone')}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            {...input('customer.phone')}
          />
          <TextInput
            label={t('locations.form.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            {...input('customer.email')}
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}

/**
 * A county the ZIP is not usually in (issue 30): a warning, not a refusal, since a ZIP can cross a
 * county line; the state's filing names the county, so a slip is worth a second look.
 */
function ZipCountyWarning({ address }: { address: AddressValues['service_address'] }) {
  const { t } = useTranslation();
  const usual = useZipCounty(address.state, address.zip).data?.county;
  const typed = address.county.trim();
  if (!usual || !address.state || typed === '' || sameCounty(address.state, typed, usual)) return null;
  return (
    <Alert color="yellow" mt="sm" role="status" title={t('locations.form.zipCountyTitle')}>
      {t('locations.form.zipCounty', messageParams({ zip: address.zip.trim(), usual, typed }))}
    </Alert>
  );
}
