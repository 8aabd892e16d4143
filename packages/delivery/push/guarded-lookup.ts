import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { refusedAddressReason } from './refused-addresses';

/** A push endpoint named or resolved to an address messages are never sent to. */
export class RefusedAddressError extends Error {
  override readonly name = 'RefusedAddressError';
  constructor(host: string, address: string, reason: string) {
    super(host === address ? `${address} (${reason})` : `${host} → ${address} (${reason})`);
  }
}

type Resolve = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

/**
 * The DNS lookup of the push sender's connections: the socket connects to the very addresses judged here, so a name
 * that resolves to a public address when checked and to a private one at connect time (DNS rebinding) gets nowhere.
 * A name with any refused address is refused whole: a push service never publishes one.
 */
export function guardedLookup(allowLoopback: boolean, resolve: Resolve = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      for (const { address } of addresses) {
        const reason = refusedAddressReason(address, allowLoopback);
        if (reason) return callback(new RefusedAddressError(hostname, address, reason), '');
      }
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}
