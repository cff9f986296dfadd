/**
 * What other modules may use of mail/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside mail/ imports this one.
 */
export { adminRecipients, adminRecipientsByLanguage, adminRecipientsByReader } from './admin-recipients';
export { queueMail } from './mail-queue';
export { MAIL_KEYSET, mailWhere, selectMailRows } from './mail.repository';
export type { AttachmentResolver, ResolvedAttachments } from './mail-sender';
