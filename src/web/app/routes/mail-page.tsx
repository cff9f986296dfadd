import { MailList } from '@web/features/mail/components/mail-list';

export function MailPage() {
  return <MailList />;
}
