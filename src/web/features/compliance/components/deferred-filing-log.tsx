import { deferredCode } from '@web/components/deferred-widget';
import { DeferredPart } from '@web/components/deferred-part';
import { useFilings } from '../api/get-filings';
import type { FilingLogProps } from './filing-log';

// A fetch that failed (offline) is asked again on Try again (lib/import-again.ts).
const logCode = deferredCode(
  () => import('./filing-log'),
  (module) => module.FilingLog,
);

/**
 * The filing log, the Compliance page's last section, whose code (its table, badges, verification
 * links and the paginator: about 2 KB on the wire) is not part of the page's first screen
 * (decision 0067). Its filings are asked for at once; until the code is in, the section says
 * Loading… as the log itself does while they come, so nothing moves when it takes its place. If
 * the code does not arrive, the section says so with Try again (`DeferredPart`).
 */
export function DeferredFilingLog(props: FilingLogProps) {
  // The log's own query, started with the page rather than with the log's code.
  useFilings(props.state, props.page);
  return <DeferredPart code={logCode} props={props} />;
}
