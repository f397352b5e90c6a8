import { describe, expect, it } from 'vitest';
import { acceptedEncoding, acceptsGzip } from './accept-encoding';

describe('acceptsGzip', () => {
  it('reads the Accept-Encoding weights', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});

describe('acceptedEncoding', () => {
  const offer = ['br', 'gzip'] as const;
  it('takes the first offered of equal weight: Brotli from a browser', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd', offer)).toBe('br');
    expect(acceptedEncoding('*', offer)).toBe('br');
  });
  it('takes the heavier one, and none the client refuses', () => {
    expect(acceptedEncoding('br;q=0.5, gzip', offer)).toBe('gzip');
    expect(acceptedEncoding('br;q=0, *', offer)).toBe('gzip');
    expect(acceptedEncoding('deflate', offer)).toBeNull();
    expect(acceptedEncoding('identity', offer)).toBeNull();
    expect(acceptedEncoding(undefined, offer)).toBeNull();
  });
});
