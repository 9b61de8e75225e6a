// The client key of a rate limit: IPv4 as is, IPv4-mapped IPv6 as its IPv4, IPv6 by its /64
// whatever the spelling; and the keyed hash that is all the database ever sees of it.
import { describe, expect, it } from 'vitest';
import { clientBucket, clientKey, hashClientKey, uploadClientKey } from './client-key.ts';

describe('clientKey', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped on a dual-stack socket', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('puts every spelling of addresses in one /64 under one key, and the next /64 under another', () => {
    const key = clientKey('2001:db8::1');
    expect(key).toBe('2001:db8:0:0::/64');
    for (const ip of ['2001:0db8:0:0::ffff', '2001:db8:0:0:1::', '2001:DB8:0000:0000:ffff:ffff:ffff:ffff', '2001:db8::1%eth0']) {
      expect(clientKey(ip), ip).toBe(key);
    }
    expect(clientKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(clientKey('1:2:3:4:5:6:7:8')).toBe('1:2:3:4::/64');
  });

  it('keys something that is not an address on itself, and a missing one as "unknown"', () => {
    expect(clientKey('Not-An-IP')).toBe('not-an-ip');
    expect(clientKey(undefined)).toBe('unknown');
  });
});

describe('uploadClientKey', () => {
  it('keys IPv6 by its /48 (any of the /64s a site may number), IPv4 as clientKey does', () => {
    const key = uploadClientKey('2001:db8:1:aaaa::1');
    expect(key).toBe('2001:db8:1::/48');
    for (const ip of ['2001:db8:1:bbbb:1234::2', '2001:0DB8:0001:ffff:ffff:ffff:ffff:ffff', '2001:db8:1::']) {
      expect(uploadClientKey(ip), ip).toBe(key);
    }
    expect(uploadClientKey('2001:db8:2::1')).toBe('2001:db8:2::/48');
    expect(uploadClientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(uploadClientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(uploadClientKey(undefined)).toBe('unknown');
  });
});

describe('clientBucket', () => {
  const secret = 'k'.repeat(32);

  it('is the limit name and a keyed hash, never the address', () => {
    const bucket = clientBucket('contact', '2001:db8::1', secret);
    expect(bucket).toMatch(/^contact:[\w-]{32}$/);
    expect(bucket).not.toContain('2001');
    expect(bucket).toBe(clientBucket('contact', '2001:db8:0:0:abcd::', secret));
  });

  it('changes with the secret, and refuses a key that is not the server secret', () => {
    expect(clientBucket('contact', '192.0.2.1', secret)).not.toBe(clientBucket('contact', '192.0.2.1', 'j'.repeat(32)));
    expect(() => hashClientKey('contacto-rate-limit', '192.0.2.1')).toThrow(/server secret/);
  });
});
