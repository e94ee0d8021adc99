import { describe, expect, it } from 'vitest';
import { clientAddress, UNKNOWN_CLIENT } from './client-address.ts';

describe('the client an address stands for', () => {
  it('is an IPv4 address itself', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.8')).toBe('203.0.113.8');
  });

  it('is the IPv4 address inside an IPv4-mapped IPv6 one, in either notation', () => {
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientAddress('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, written out in full or compressed, in any case', () => {
    const net = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:A:B:C:D',
      '2001:db8:1:2::203.0.113.7',
    ]) {
      expect(clientAddress(address), address).toBe(net);
    }
    expect(clientAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('drops a zone id with the rest of the interface identifier', () => {
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddress('fe80::2%25en0')).toBe('fe80:0:0:0::/64');
    expect(clientAddress('::ffff:203.0.113.7%eth0')).toBe('203.0.113.7');
  });

  it('is one shared key for anything that is not an address, so garbage cannot open new counts', () => {
    for (const value of [
      undefined,
      '',
      'garbage',
      'unknown',
      '203.0.113',
      '0x7f.1',
      '203.0.113.7 ',
      '[2001:db8::1]',
      '2001:db8::/64',
      '2001:db8:1:2:3:4:5:6:7',
      '203.0.113.256',
    ]) {
      expect(clientAddress(value), String(value)).toBe(UNKNOWN_CLIENT);
    }
  });
});
