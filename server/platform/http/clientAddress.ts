import { isIPv6 } from 'node:net';

/**
 * The key a rate limit counts a client address under. IPv4 as it is (an IPv4-mapped IPv6
 * address is IPv4); IPv6 by its /64 network, because one customer line or one host gets a
 * whole /64 and can use any of its 2^64 addresses for each request.
 */
export function addressKey(ip: string | undefined): string {
  const address = (ip ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address || 'unknown';
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, each as 4 hex digits ("::" expanded, zone dropped). */
function expandIPv6(address: string): string[] {
  const plain = address.split('%')[0]!.toLowerCase();
  const [head, tail] = plain.includes('::') ? plain.split('::') as [string, string] : [plain, null];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) is two groups; it only ever sits in the low 64 bits.
  const count = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const missing = tail === null ? 0 : 8 - count(headGroups) - count(tailGroups);
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((g) => g.padStart(4, '0'));
}
