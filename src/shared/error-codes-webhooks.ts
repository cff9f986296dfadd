/** The texts of the `webhook.*` codes (issue 36, decision 0044): subscriptions and their deliveries. */
export const WEBHOOK_ERROR_TEXTS = {
  notFound: 'Webhook subscription not found.',
  messageNotFound: 'This delivery was not found.',
  badUrl: 'Enter an http:// or https:// address such as https://hooks.example.com/fieldbook.',
  addressRefused:
    'Webhooks are not sent to this address: it is on this server’s own network or not a public address ({{address}}).',
  unresolvable: 'The address’s host cannot be found ({{host}}).',
  noEvents: 'Choose at least one event.',
} as const;
