// The one key a per-client limit counts under (login, password reset, call-back requests, brochures).
// An IPv6 subscriber usually holds a whole /64 (2^64 addresses), so an IPv6 client is its /64: counting
// per address would let one machine rotate through fresh addresses without end. The address is expanded
// first, so every spelling of one /64 (`2001:db8::1`, `2001:0db8:0:0::2`) gives the same key.
// IPv4 (and IPv4-mapped IPv6, `::ffff:203.0.113.9`) is counted per address.
import { isIPv4, isIPv6 } from 'node:net';

export function clientKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros (an embedded IPv4 tail included). */
function expandIPv6(address: string): string[] {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16).toString(16));
}
