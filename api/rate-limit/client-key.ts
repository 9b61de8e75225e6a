// Who a client is, for rate limits: the address Express worked out (req.ip, which
// honours TRUST_PROXY) reduced to what one client controls — an IPv4 address, or the /64 an IPv6
// client gets from its provider (it can pick any of 2^64 addresses inside it) — and kept only as
// a hash keyed with the server secret, so a stored bucket cannot be turned back into an address.
// Every keyed hash of a client address is made here (with lib/crypto.ts keyedHash).
import { isIPv4, isIPv6, SocketAddress } from 'node:net';
import { keyedHash } from '#lib/crypto.ts';

/** The key of the client at this address: IPv4 as is (also when written IPv4-mapped), IPv6 by its /64. */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip.toLowerCase(); // not an address (a proxy passed junk): key on it as it is
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The key of a client for the upload quotas (pending bytes, queued videos): IPv4 as clientKey
 * gives it, IPv6 by its /48 — the prefix a provider commonly delegates to one site, so a client
 * that may number its own /64s cannot multiply its quota by hopping between them.
 */
export function uploadClientKey(ip: string | undefined): string {
  const key = clientKey(ip);
  if (!key.endsWith('::/64')) return key;
  const groups = ipv6Groups(ip as string);
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(':')}::/48`;
}

/** The eight 16-bit groups of an IPv6 address, whichever of its many spellings it came in. */
function ipv6Groups(ip: string): number[] {
  // SocketAddress validates and gives the canonical spelling (lower case, no zone, no leading zeros).
  const address = new SocketAddress({ address: ip, family: 'ipv6' }).address;
  const [head = '', tail] = address.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The keyed hash of a client key (HMAC-SHA256 with the server secret, 192 bits kept). */
export function hashClientKey(secret: string, key: string): string {
  if (secret.length < 32) throw new Error('the rate-limit secret must be the server secret (32 characters or more)');
  return keyedHash(secret, key).slice(0, 32);
}

/** The stored bucket of one limit and one client: "name:hash", never the address itself. */
export function clientBucket(name: string, ip: string | undefined, secret: string): string {
  return `${name}:${hashClientKey(secret, clientKey(ip))}`;
}

/** The stored bucket of one limit and one other key (an email): under its own label, never equal to a client's. */
export function keyBucket(name: string, key: string, secret: string): string {
  return `${name}:${hashClientKey(secret, `key:${key}`)}`;
}

/**
 * The keyed hash of the address a consent came from: the client key (IPv6 by its
 * /64) under its own label, so it never equals a rate-limit bucket's hash.
 */
export function consentAddressHash(secret: string, ip: string | undefined): string {
  return hashClientKey(secret, `consent:${clientKey(ip)}`);
}
