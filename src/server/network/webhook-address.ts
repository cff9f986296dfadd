import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may go (issue 36: no server-side request forgery). Only public unicast
 * addresses: never loopback, private (RFC 1918), link-local (the cloud metadata address
 * 169.254.169.254 among them), unique-local IPv6, CGNAT, unspecified, multicast or reserved ones,
 * unless WEBHOOK_ALLOWED_NETWORKS names their range. Checked at save and at each delivery, on
 * every address the name resolves to, and the connection goes to the address checked.
 */
export class AddressRefusedError extends Error {
  constructor(readonly address: string) {
    super(`the address ${address} is not a public one (WEBHOOK_ALLOWED_NETWORKS allows it)`);
  }
}
export class UnresolvableError extends Error {
  constructor(readonly host: string) {
    super(`the host ${host} cannot be found`);
  }
}

export type AllowedNetworks = [ipaddr.IPv4 | ipaddr.IPv6, number][];

/** `WEBHOOK_ALLOWED_NETWORKS` as ranges: CIDRs or single addresses, separated by commas. */
export function parseAllowedNetworks(setting: string | undefined): AllowedNetworks {
  return (setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) =>
      s.includes('/') ? ipaddr.parseCIDR(s) : ipaddr.parseCIDR(`${s}/${s.includes(':') ? 128 : 32}`),
    );
}

/** Whether a webhook may be sent to this IP address. */
export function addressAllowed(address: string, allowed: AllowedNetworks): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  // ::ffff:127.0.0.1 is 127.0.0.1.
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  }
  if (allowed.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits))) return true;
  return ip.range() === 'unicast';
}

/** The URL's host as an IP address when it is one (`[::1]` → `::1`), else null. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(host) ? host : null;
}

/**
 * Every address the URL's host resolves to, each allowed, or an AddressRefusedError (or an
 * UnresolvableError): what a save checks.
 */
export async function checkWebhookUrl(url: URL, allowed: AllowedNetworks): Promise<void> {
  const literal = literalAddress(url);
  const addresses = literal
    ? [literal]
    : await dns.promises
        .lookup(url.hostname, { all: true, verbatim: true })
        .then((found) => found.map((a) => a.address))
        .catch(() => {
          throw new UnresolvableError(url.hostname);
        });
  for (const address of addresses) {
    if (!addressAllowed(address, allowed)) throw new AddressRefusedError(address);
  }
}

/**
 * A `lookup` for the delivery's socket: it resolves the name and refuses it when any address is
 * not allowed, so the address connected to is the one checked (no DNS rebinding between a check
 * and the connection).
 */
export function checkedLookup(allowed: AllowedNetworks): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const refused = found.find((a) => !addressAllowed(a.address, allowed));
      if (refused) return callback(new AddressRefusedError(refused.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, found);
      const first = found[0];
      if (!first) return callback(new UnresolvableError(hostname), '', 0);
      callback(null, first.address, first.family);
    });
  };
}
