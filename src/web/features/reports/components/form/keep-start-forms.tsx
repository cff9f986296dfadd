import { useKeepStartForms } from '../../api/get-start-form';

/** Draws nothing: on a technician's home, fetches what a report started offline needs (issue 32). */
export function KeepStartForms() {
  useKeepStartForms();
  return null;
}
