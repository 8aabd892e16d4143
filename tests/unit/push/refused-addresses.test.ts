import type dns from 'node:dns';
import { describe, expect, it } from '@jest/globals';
import { guardedLookup, RefusedAddressError } from '@agulhadas/delivery/push/guarded-lookup';
import { refusedAddressReason } from '@agulhadas/delivery/push/refused-addresses';

describe('the addresses a push message is never sent to', () => {
  const refused: Record<string, string> = {
    '127.0.0.1': 'loopback',
    '127.8.9.10': 'loopback',
    '::1': 'loopback',
    '0.0.0.0': 'unspecified',
    '::': 'unspecified',
    '10.0.0.7': 'private',
    '172.16.0.1': 'private',
    '172.31.255.254': 'private',
    '192.168.1.1': 'private',
    '100.64.0.1': 'shared address space',
    '100.127.255.254': 'shared address space',
    '169.254.1.1': 'link-local',
    'fe80::1': 'link-local',
    'febf::1': 'link-local',
    'fc00::1': 'unique-local',
    'fd12:3456::1': 'unique-local',
    '169.254.169.254': 'cloud metadata',
    'fd00:ec2::254': 'cloud metadata',
    '::ffff:127.0.0.1': 'loopback',
    '::ffff:10.0.0.7': 'private',
    '::ffff:a9fe:a9fe': 'cloud metadata',
    '0:0:0:0:0:ffff:c0a8:101': 'private',
    '224.0.0.1': 'multicast or reserved',
    '255.255.255.255': 'multicast or reserved',
  };

  it.each(Object.entries(refused))('%s is refused (%s)', (address, reason) => {
    expect(refusedAddressReason(address, false)).toBe(reason);
  });

  it('public addresses of push services are not, nor their neighbours just outside each range', () => {
    for (const address of [
      '142.250.79.42',
      '2607:f8b0:4004:c1b::5f',
      '34.117.237.239',
      '172.15.255.255',
      '172.32.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '11.0.0.1',
      '::ffff:142.250.79.42',
      'fec0::1',
    ])
      expect([address, refusedAddressReason(address, false)]).toEqual([address, null]);
  });

  it('local mode reaches loopback, and only loopback', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(refusedAddressReason(address, true)).toBeNull();
    expect(refusedAddressReason('10.0.0.7', true)).toBe('private');
    expect(refusedAddressReason('169.254.169.254', true)).toBe('cloud metadata');
  });
});

describe('the lookup of the push sender’s connections', () => {
  /** A resolver answering every name with these addresses, as DNS (or a rebinding attacker's DNS) would. */
  const resolvingTo =
    (...addresses: string[]) =>
    (
      _host: string,
      _options: dns.LookupAllOptions,
      callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
    ) =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );

  const lookUp = (lookup: ReturnType<typeof guardedLookup>, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown; family?: number }>((resolve) =>
      lookup('push.example.com', { all }, (error, address, family) => resolve({ error, address, family })),
    );

  it('refuses a name resolving to a refused address, also when one of several is', async () => {
    for (const addresses of [
      ['10.0.0.7'],
      ['169.254.169.254'],
      ['fd00:ec2::254'],
      ['142.250.79.42', '127.0.0.1'],
      ['::ffff:192.168.0.10'],
    ]) {
      for (const all of [false, true]) {
        const { error } = await lookUp(guardedLookup(false, resolvingTo(...addresses)), all);
        expect(error).toBeInstanceOf(RefusedAddressError);
        expect(error?.message).toMatch(/^push\.example\.com → /);
      }
    }
  });

  it('passes public addresses on in the form the connection asked for', async () => {
    const lookup = guardedLookup(false, resolvingTo('142.250.79.42', '2607:f8b0:4004:c1b::5f'));
    expect(await lookUp(lookup, false)).toEqual({ error: null, address: '142.250.79.42', family: 4 });
    expect(await lookUp(lookup, true)).toEqual({
      error: null,
      address: [
        { address: '142.250.79.42', family: 4 },
        { address: '2607:f8b0:4004:c1b::5f', family: 6 },
      ],
      family: undefined,
    });
  });

  it('lets local mode reach the loopback stand-in', async () => {
    expect(await lookUp(guardedLookup(true, resolvingTo('127.0.0.1')), false)).toEqual({
      error: null,
      address: '127.0.0.1',
      family: 4,
    });
    expect((await lookUp(guardedLookup(true, resolvingTo('10.0.0.7')), false)).error).toBeInstanceOf(
      RefusedAddressError,
    );
  });
});
