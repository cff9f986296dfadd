/**
 * An event's name in the page's language (`report.finished` → webhooks.events.report_finished).
 * Apart from the form, which the list loads only for its dialogs (decision 0067).
 */
export const eventKey = (event: string) => `webhooks.events.${event.replace('.', '_')}`;
