import { describe, expect, it } from 'vitest';
import { addressKind, mayReach, mayUsePort } from './webhook-address';

describe('where a webhook may be sent', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['2606:4700:4700::1111', 'public'],
    // Loopback, RFC 1918, shared (CGNAT) space and unique-local IPv6: private.
    ['127.0.0.1', 'private'],
    ['127.255.255.254', 'private'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.254', 'private'],
    ['::1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    // Never: link-local and the metadata service, "this network", multicast, reserved, broadcast.
    ['169.254.169.254', 'forbidden'],
    ['169.254.1.1', 'forbidden'],
    ['0.0.0.0', 'forbidden'],
    ['0.1.2.3', 'forbidden'],
    ['224.0.0.1', 'forbidden'],
    ['239.255.255.250', 'forbidden'],
    ['240.0.0.1', 'forbidden'],
    ['255.255.255.255', 'forbidden'],
    ['192.0.2.10', 'forbidden'],
    ['198.18.0.1', 'forbidden'],
    ['::', 'forbidden'],
    ['fe80::1', 'forbidden'],
    ['fe80::1%eth0', 'forbidden'],
    ['ff02::1', 'forbidden'],
    ['2001:db8::1', 'forbidden'],
    ['64:ff9b:1::1', 'forbidden'],
    ['not an address', 'forbidden'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each([
    // IPv4-mapped, in both spellings, NAT64 and 6to4 forms reach the IPv4 address inside them.
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'forbidden'],
    ['::ffff:a9fe:a9fe', 'forbidden'],
    ['::ffff:8.8.8.8', 'public'],
    // IPv4-translated (::ffff:0:0/96) too.
    ['::ffff:0:7f00:1', 'private'],
    ['::ffff:0:127.0.0.1', 'private'],
    ['::ffff:0:a00:1', 'private'],
    ['::ffff:0:a9fe:a9fe', 'forbidden'],
    ['::ffff:0:808:808', 'public'],
    ['64:ff9b::127.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'forbidden'],
    ['64:ff9b::808:808', 'public'],
    ['2002:7f00:1::1', 'private'],
    ['2002:a9fe:a9fe::', 'forbidden'],
    // IPv4-compatible (deprecated): never.
    ['::127.0.0.1', 'forbidden'],
    ['::8.8.8.8', 'forbidden'],
  ])('%s, an IPv4 address in IPv6 form, is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('lets private addresses through only when allowed, and forbidden ones never', () => {
    expect(mayReach('127.0.0.1', false)).toBe(false);
    expect(mayReach('127.0.0.1', true)).toBe(true);
    expect(mayReach('::ffff:192.168.0.1', true)).toBe(true);
    expect(mayReach('169.254.169.254', true)).toBe(false);
    expect(mayReach('0.0.0.0', true)).toBe(false);
    expect(mayReach('8.8.8.8', false)).toBe(true);
  });

  it('reaches 80, 443 and 1024–65535, and a port below 1024 only when the operator adds it', () => {
    const may = (url: string, extra: number[] = []) => mayUsePort(new URL(url), extra);
    expect(may('https://hooks.example.com/')).toBe(true);
    expect(may('http://hooks.example.com/')).toBe(true);
    expect(may('https://hooks.example.com:443/')).toBe(true);
    expect(may('http://hooks.example.com:80/')).toBe(true);
    expect(may('https://hooks.example.com:1024/')).toBe(true);
    expect(may('https://hooks.example.com:8443/')).toBe(true);
    expect(may('https://hooks.example.com:65535/')).toBe(true);
    for (const port of [1, 22, 25, 110, 444, 1023]) {
      expect(may(`https://hooks.example.com:${port}/`), String(port)).toBe(false);
    }
    expect(may('https://hooks.example.com:444/', [444])).toBe(true);
    expect(may('https://hooks.example.com:22/', [444])).toBe(false);
  });
});
