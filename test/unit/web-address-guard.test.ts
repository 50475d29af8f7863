/**
 * The address guard of /webpage/add: only public unicast addresses may be fetched unless
 * webpage.allow_private is set; cloud metadata addresses never.
 */
import { describe, expect, it } from 'vitest';
import { AddressNotAllowedError, classifyAddress, guardedLookup } from '../../src/core/web/address-guard.js';

const refused = (ip: string, allowPrivate = false) => {
  const v = classifyAddress(ip, { allowPrivate });
  return v.allowed ? undefined : v.reason;
};

describe('classifyAddress', () => {
  it('lets public unicast addresses through', () => {
    for (const ip of ['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e', '[2001:4860:4860::8888]']) {
      expect(refused(ip), ip).toBeUndefined();
    }
  });

  it('refuses loopback, private, shared, link-local, unspecified, multicast and reserved addresses, saying which', () => {
    const cases: Array<[string, RegExp]> = [
      ['127.0.0.1', /loopback/],
      ['127.5.6.7', /loopback/],
      ['::1', /loopback/],
      ['10.1.2.3', /private/],
      ['172.16.0.1', /private/],
      ['172.31.255.254', /private/],
      ['192.168.1.1', /private/],
      ['100.64.0.1', /carrier-grade NAT/],
      ['100.127.255.254', /carrier-grade NAT/],
      ['fc00::1', /unique local/],
      ['fd12:3456:789a::1', /unique local/],
      ['169.254.1.1', /link-local/],
      ['fe80::1', /link-local/],
      ['fe80::1%eth0', /link-local/],
      ['0.0.0.0', /unspecified/],
      ['::', /unspecified/],
      ['224.0.0.1', /multicast/],
      ['ff02::1', /multicast/],
      ['255.255.255.255', /broadcast/],
      ['240.0.0.1', /reserved/],
      ['192.0.2.10', /reserved/],
    ];
    for (const [ip, why] of cases) expect(refused(ip), ip).toMatch(why);
  });

  it('judges IPv6 forms that carry an IPv4 address by that address', () => {
    expect(refused('::ffff:127.0.0.1')).toMatch(/127\.0\.0\.1 is a loopback/);
    expect(refused('::ffff:7f00:1')).toMatch(/loopback/);
    expect(refused('::ffff:10.0.0.1')).toMatch(/private/);
    expect(refused('::ffff:169.254.169.254')).toMatch(/metadata/);
    expect(refused('64:ff9b::192.168.0.1')).toMatch(/private/);
    expect(refused('2002:c0a8:0101::1')).toMatch(/192\.168\.1\.1 is a private/);
    expect(refused('::ffff:8.8.8.8')).toBeUndefined();
    expect(refused('64:ff9b::8.8.8.8')).toBeUndefined();
    expect(refused('::127.0.0.1')).toMatch(/loopback/);
    expect(refused('::7f00:1')).toMatch(/IPv4-compatible/);
    expect(refused('::808:808')).toMatch(/IPv4-compatible/);
  });

  it('refuses cloud metadata addresses even when private addresses are allowed', () => {
    for (const ip of ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', '169.254.170.2']) {
      expect(refused(ip, true), ip).toMatch(/metadata/);
      expect(refused(ip, false), ip).toMatch(/metadata/);
    }
  });

  it('with allow_private, lets private and loopback addresses through', () => {
    for (const ip of ['127.0.0.1', '::1', '10.0.0.1', '192.168.0.10', 'fd00::5', '169.254.3.3', '::ffff:127.0.0.1']) expect(refused(ip, true), ip).toBeUndefined();
  });

  it('refuses what is not an address', () => {
    expect(refused('example.com')).toMatch(/not an IP address/);
    expect(refused('')).toMatch(/not an IP address/);
  });
});

describe('guardedLookup', () => {
  const lookup = (allowPrivate: boolean, all: boolean) =>
    new Promise<{ err: Error | null; address: unknown; family?: number }>((resolve) =>
      guardedLookup({ allowPrivate })('localhost', { all }, (err, address, family) => resolve({ err, address, family })),
    );

  it('checks the resolved addresses, not the name: localhost is refused', async () => {
    for (const all of [true, false]) {
      const r = await lookup(false, all);
      expect(r.err).toBeInstanceOf(AddressNotAllowedError);
      expect(r.err!.message).toMatch(/^localhost resolves to .* loopback address$/);
    }
  });

  it('hands the socket exactly the addresses it checked, in the form asked for', async () => {
    const many = await lookup(true, true);
    expect(many.err).toBeNull();
    expect(Array.isArray(many.address)).toBe(true);
    for (const a of many.address as Array<{ address: string; family: number }>) expect(refused(a.address)).toMatch(/loopback/);
    const one = await lookup(true, false);
    expect(one.err).toBeNull();
    expect(typeof one.address).toBe('string');
    expect([4, 6]).toContain(one.family);
  });
});
