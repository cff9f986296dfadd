import { Alert, Anchor, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationLink } from '@web/components/location-link';
import { formatDay } from '@web/lib/date-style';
import type { ReadinessProblem, ReadinessResponse } from '@shared/schemas/compliance';
import { US_STATES, type UsState } from '@shared/us-states';
import { LoadingSpinner } from '@web/components/loading-spinner';
import { messageParams } from '@web/lib/i18n';

/**
 * Where a problem is fixed: the person's certifications, the company's licences, or the record's
 * correction form.
 */
export function fixPathOf(p: ReadinessProblem, back: string): string {
  const to = new URLSearchParams({ back });
  if (p.part === 'applicator' && p.user_id !== null) return `/users/${p.user_id}/certifications?${to}`;
  if (p.part === 'business_licence') return '/company';
  to.set('fix', p.part);
  return `/applications/${p.application_id}?${to}`;
}

const FIX_TEXT: Record<string, 'compliance.fixCertification' | 'compliance.fixLicence'> = {
  applicator: 'compliance.fixCertification',
  business_licence: 'compliance.fixLicence',
};

/** A problem's words with the state named as people say it ("New York", not "NY"). */
const paramsOf = (p: ReadinessProblem) => {
  const state = p.params?.state;
  return typeof state === 'string' && state in US_STATES
    ? { ...p.params, state: US_STATES[state as UsState] }
    : (p.params ?? {});
};

/**
 * Readiness first (issue 15): every problem that would make the filing wrong, each with what to
 * fix and a link to where it is fixed; a green line when there is none.
 */
export function ReadinessList(props: {
  readiness: ReadinessResponse | undefined;
  loading: boolean;
  error: Error | null;
  back: string;
}) {
  const { t } = useTranslation();
  const { readiness } = props;
  if (props.loading) return <LoadingSpinner size="sm" label={t('compliance.checking')} />;
  if (props.error) return <Alert color="red">{props.error.message}</Alert>;
  if (!readiness) return null;
  if (readiness.total === 0) {
    return (
      <Alert color="green" icon={<IconCircleCheck />} title={t('compliance.ready')}>
        {t('compliance.readyText', { count: readiness.records })}
      </Alert>
    );
  }
  return (
    <>
      <Alert
        color="orange"
        icon={<IconAlertTriangle />}
        title={t('compliance.problems', { count: readiness.total })}
      >
        {t('compliance.problemsText', { count: readiness.records })}
      </Alert>
      {/* Two columns, the fix under its problem: the list reads on a phone without scrolling sideways. */}
      <Table striped aria-label={t('compliance.problemsTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('compliance.record')}</Table.Th>
            <Table.Th>{t('compliance.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {readiness.problems.map((p) => (
            <Table.Tr key={`${p.application_id}-${p.part}-${p.user_id ?? ''}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {formatDay(p.applied_on)}
                </Text>
                <LocationLink id={p.location_id} name={p.location_name} size="sm" display="block" />
                <Text size="sm" c="dimmed">
                  {p.product_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`errors.${p.code}`, messageParams(paramsOf(p)))}</Text>
                <Anchor component={Link} to={fixPathOf(p, props.back)} size="sm">
                  {t(FIX_TEXT[p.part] ?? 'compliance.fixRecord')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {readiness.total > readiness.problems.length && (
        <Text c="dimmed" size="sm">
          {t('compliance.moreProblems', { shown: readiness.problems.length, total: readiness.total })}
        </Text>
      )}
    </>
  );
}
