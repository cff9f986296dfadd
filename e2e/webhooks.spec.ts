import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './test';

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/** A receiver on this machine (the test apps allow 127.0.0.1): it fails its first delivery with a 500. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      res.statusCode = received.length === 1 ? 500 : 200;
      res.end(received.length === 1 ? 'not ready' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/fieldbook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('an Admin adds an endpoint, its test delivery is signed, a failed one is redelivered from the log', async ({
  page,
  logInAs,
}) => {
  const receiver = await startReceiver();
  try {
    await logInAs('admin', '/webhooks');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Endpoint URL/).fill(receiver.url);
    await dialog.getByLabel('Report finished').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const secretBox = dialog.getByLabel('The signing secret');
    await expect(secretBox).toHaveValue(/^whsec_/);
    const secret = await secretBox.inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await expect(row.getByText('Enabled')).toBeVisible();
    await row.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Send test event' }).click();
    await expect(page.getByText('Test event queued')).toBeVisible();

    // The receiver checks the signature with the secret it was shown, as docs/webhooks.md says.
    await expect.poll(() => receiver.received.length).toBe(1);
    const first = receiver.received[0]!;
    const verified = new Webhook(secret).verify(first.body, first.headers as Record<string, string>) as {
      type: string;
    };
    expect(verified.type).toBe('webhook.test');
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another').toString('base64')}`).verify(
        first.body,
        first.headers as Record<string, string>,
      ),
    ).toThrow();

    // The log shows the 500 and waits to try again; Redeliver sends it now, and it is delivered.
    await row.getByRole('link', { name: receiver.url }).click();
    const delivery = page.getByRole('row').filter({ hasText: 'Test event' });
    await expect(delivery.getByText('Pending')).toBeVisible();
    await expect(delivery.getByRole('cell', { name: '500', exact: true })).toBeVisible();
    await delivery.getByRole('button', { name: 'Redeliver' }).click();
    await expect(page.getByText('Sent again')).toBeVisible();
    await expect.poll(() => receiver.received.length).toBe(2);
    await expect(delivery.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
    await expect(delivery.getByRole('cell', { name: '200', exact: true })).toBeVisible();
    // The same message again: the receiver can tell it by its id.
    expect(receiver.received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
  } finally {
    await receiver.close();
  }
});
