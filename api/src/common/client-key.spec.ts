import { clientKey } from './client-key.js';

describe('clientKey', () => {
  it('counts IPv4 per address, IPv4-mapped IPv6 as IPv4', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2::ffff',
      '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd',
      '2001:DB8:1:2:0:0:0:9',
      '2001:db8:1:2::1%eth0',
    ].map(clientKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps compressed addresses of different /64s apart (2001:db8::1 is 2001:db8:0:0::/64)', () => {
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8::2')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
