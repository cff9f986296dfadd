// A webhook receiver for Fieldbook (docs/webhooks.md): it checks each delivery's signature with
// the Standard Webhooks library and answers 204, or 401 when the signature is wrong, missing or
// older than five minutes. Start it with the subscription's secret:
//
//   npm install standardwebhooks
//   WEBHOOK_SECRET=whsec_... PORT=8080 node webhook-receiver.mjs
//
// It prints each verified event as a line of JSON; put your own handling where it does. Fieldbook
// may deliver an event more than once (a retry after a lost answer): the `webhook-id` header is
// the same each time, so keep the ids you have handled and skip one seen before.
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

const secret = process.env.WEBHOOK_SECRET;
if (!secret) {
  console.error('Set WEBHOOK_SECRET to the subscription’s secret (whsec_...)');
  process.exit(1);
}
const webhook = new Webhook(secret);
const seen = new Set();

const server = http.createServer((req, res) => {
  if (req.method !== 'POST') return res.writeHead(405).end();
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    // Verify the body exactly as it came: parsing and re-serialising it would change the bytes signed.
    const body = Buffer.concat(chunks).toString('utf8');
    let event;
    try {
      event = webhook.verify(body, req.headers);
    } catch {
      return res.writeHead(401).end('bad signature');
    }
    const id = req.headers['webhook-id'];
    if (!seen.has(id)) {
      seen.add(id);
      console.log(JSON.stringify({ id, ...event }));
    }
    res.writeHead(204).end();
  });
});

server.listen(Number(process.env.PORT ?? 8080), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address();
  console.log(`listening on http://${address}:${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
