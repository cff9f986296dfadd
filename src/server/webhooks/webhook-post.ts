import http from 'node:http';
import https from 'node:https';
import {
  type AllowedNetworks,
  AddressRefusedError,
  addressAllowed,
  checkedLookup,
  literalAddress,
} from '../network/webhook-address';

/** How long a receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** What is kept of a receiver's answer. */
const BODY_MAX = 2000;

export interface PostResult {
  /** The receiver's status; null when no answer came. */
  status: number | null;
  /** Its body, or the error, clipped. */
  response: string;
}

const clip = (text: string) => (text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text);

/**
 * POSTs a delivery to the URL: only to an allowed address (a literal one checked here, a name at
 * its resolution, checkedLookup), with a timeout, never following a redirect (a 3xx is an answer
 * like any other non-2xx).
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  allowed: AllowedNetworks,
): Promise<PostResult> {
  return new Promise((resolve) => {
    const done = (result: PostResult) => resolve({ ...result, response: clip(result.response) });
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return done({ status: null, response: 'not a URL' });
    }
    const literal = literalAddress(url);
    if (literal && !addressAllowed(literal, allowed)) {
      return done({ status: null, response: new AddressRefusedError(literal).message });
    }
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
    if (!client) return done({ status: null, response: `not an http(s) URL: ${url.protocol}` });
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
      lookup: checkedLookup(allowed),
      timeout: DELIVERY_TIMEOUT_MS,
      // A fresh connection each time: a kept one could outlive the check of its address.
      agent: false,
    });
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', (error) => done({ status: null, response: error.message }));
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        // Enough is kept; the rest is not read.
        if (text.length > BODY_MAX) response.destroy();
      });
      const finish = () => done({ status: response.statusCode ?? null, response: text });
      response.on('end', finish);
      response.on('close', finish);
    });
    request.end(body);
  });
}
