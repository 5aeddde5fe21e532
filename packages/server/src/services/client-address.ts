import { isIPv4, isIPv6 } from 'node:net';

/**
 * One spelling per client address, so that limits count a client, not the ways of writing its
 * address: brackets, a port and an IPv6 zone are dropped, IPv4 written inside IPv6
 * (`::ffff:192.0.2.50`, `::ffff:c000:232`, `0:0:0:0:0:ffff:192.0.2.50`) is IPv4, and IPv6 is
 * written in full, lower case, zeros compressed (RFC 5952). Undefined for anything that is not
 * a valid address (a broken or forged proxy header, `192.000.002.050`): never a key of its own.
 */
export function normalizeAddress(raw: string): string | undefined {
  let address = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  const groups = ipv6Groups(address);
  const mapped =
    groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
      ? `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`
      : undefined;
  return mapped ?? formatIpv6(groups);
}

/** Stands for a client whose address is not known (its connection already gone). */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The address of a request's client: the one a trusted proxy forwarded (Koa's `ctx.ip`) when it
 * is a valid address, normalised; anything else counts as the address the connection came from,
 * so that no spelling of a forwarded value earns a limit of its own.
 */
export const clientAddress = (forwarded: string, connecting: string | undefined): string =>
  normalizeAddress(forwarded) ?? normalizeAddress(connecting ?? '') ?? UNKNOWN_ADDRESS;

/**
 * The key limits count a client under: its IPv4 address, or the /64 network of its IPv6 address
 * (one home or one server has a whole /64 to pick addresses from, so counting each address apart
 * would give it billions of fresh limits).
 */
export function clientKey(raw: string): string {
  const address = normalizeAddress(raw);
  if (address === undefined) return UNKNOWN_ADDRESS;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  return `${formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The eight 16-bit groups of an IPv6 address (with a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    parseInt(group, 16),
  );
}

/** RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
function formatIpv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length += 1;
    if (length > bestLength) {
      bestStart = start;
      bestLength = length;
    }
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
