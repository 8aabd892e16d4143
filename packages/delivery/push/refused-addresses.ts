import { BlockList } from 'node:net';

/**
 * Addresses a push message is never sent to: a push service is on the public internet, so an endpoint resolving to
 * one of these names the notifier's own machine or network (server-side request forgery). Each range with the name a
 * log gives it. Node's BlockList judges an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) by its IPv4 address.
 */
const RANGES: ReadonlyArray<{ name: string; subnets: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6']> }> = [
  {
    name: 'cloud metadata',
    subnets: [
      ['169.254.169.254', 32, 'ipv4'],
      ['fd00:ec2::254', 128, 'ipv6'],
    ],
  },
  {
    name: 'loopback',
    subnets: [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
  },
  {
    name: 'unspecified',
    subnets: [
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ],
  },
  {
    name: 'private',
    subnets: [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
    ],
  },
  { name: 'shared address space', subnets: [['100.64.0.0', 10, 'ipv4']] },
  {
    name: 'link-local',
    subnets: [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
  },
  { name: 'unique-local', subnets: [['fc00::', 7, 'ipv6']] },
  {
    name: 'multicast or reserved',
    subnets: [
      ['224.0.0.0', 3, 'ipv4'],
      ['ff00::', 8, 'ipv6'],
    ],
  },
];

const BLOCK_LISTS = RANGES.map(({ name, subnets }) => {
  const list = new BlockList();
  for (const [network, prefix, family] of subnets) list.addSubnet(network, prefix, family);
  return { name, list };
});

/**
 * Why a push message may not go to this IP address, or null when it may. `allowLoopback` is for local mode only,
 * whose push service is the local stand-in on the machine itself.
 */
export function refusedAddressReason(address: string, allowLoopback: boolean): string | null {
  const family = address.includes(':') ? 'ipv6' : 'ipv4';
  const range = BLOCK_LISTS.find(({ list }) => list.check(address, family));
  if (!range || (allowLoopback && range.name === 'loopback')) return null;
  return range.name;
}
