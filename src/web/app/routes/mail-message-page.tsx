import { MailMessage } from '@web/features/mail/components/mail-message';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

export function MailMessagePage() {
  const id = useRouteId();
  return id === undefined ? <NotFoundPage /> : <MailMessage id={id} />;
}
