import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A record's ledger code (issue 30), as printed on it, opening its public check at `/verify/<code>`.
 * Shown by a finished report's header and the filing log; it imports no schema, since a report's
 * header is on a technician's first screen (decision 0031).
 *
 *   {report.verification_code && <VerificationCodeLink code={report.verification_code} />}
 */
export function VerificationCodeLink({ code }: { code: string }) {
  return (
    // Latin letters and digits: read left to right in an Arabic or Persian page too.
    <Anchor component={Link} to={`/verify/${encodeURIComponent(code)}`} ff="monospace" dir="ltr">
      {code}
    </Anchor>
  );
}
