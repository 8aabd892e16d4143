import { clientAddress } from '../../../api/src/http/rate-limit';

const headers = (forwarded?: string) => new Headers(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded });

describe('clientAddress: the address the platform saw, not the one the client wrote', () => {
  it('takes the last X-Forwarded-For entry, which the front appends after whatever the client sent', () => {
    expect(clientAddress(headers('198.51.100.1, 203.0.113.9'))).toBe('203.0.113.9');
    expect(clientAddress(headers('203.0.113.9'))).toBe('203.0.113.9');
  });

  it('rotating the client-written part changes nothing', () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) => clientAddress(headers(`10.0.0.${i}, 1.2.3.${i}, 203.0.113.9`))),
    );
    expect([...keys]).toEqual(['203.0.113.9']);
  });

  it('drops the port the front may add, so each connection of one client counts together', () => {
    expect(clientAddress(headers('203.0.113.9:51234'))).toBe('203.0.113.9');
    expect(clientAddress(headers('x, [2001:db8::1]:443'))).toBe('2001:db8::1');
    expect(clientAddress(headers('2001:db8::1'))).toBe('2001:db8::1');
  });

  it('ignores X-Client-IP (a client can send it) and has one shared bucket without the header', () => {
    expect(clientAddress(new Headers({ 'x-client-ip': '198.51.100.7' }))).toBe('unknown');
    expect(clientAddress(headers())).toBe('unknown');
    expect(clientAddress(headers(' '))).toBe('unknown');
  });
});
