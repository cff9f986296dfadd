import { ComplianceArea } from '@web/features/compliance/components/compliance-area';

export function CompliancePage() {
  return <ComplianceArea />;
}
