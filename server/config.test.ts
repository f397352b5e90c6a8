import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, preferProductionBuilds } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeNull();
    expect(config.smtpUrl).toBeNull();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db',
      SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://shop.hu/', SHOP_NAME: 'Bolt', SHOP_EMAIL: 'a@b.hu', LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080, host: '0.0.0.0', dataDir: '/tmp/x', databaseUrl: 'postgres://u@h/db', smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://shop.hu', shopName: 'Bolt', shopEmail: 'a@b.hu', logLevel: 'warn',
    });
  });

  it('takes a SESSION_SECRET of at least 32 characters, and none by default', () => {
    expect(loadConfig({}).sessionSecret).toBeNull();
    expect(loadConfig({ SESSION_SECRET: 's'.repeat(32) }).sessionSecret).toBe('s'.repeat(32));
    expect(() => loadConfig({ SESSION_SECRET: 'rovid' })).toThrow(ConfigError);
  });

  it('keeps the response cache on unless RESPONSE_CACHE=off', () => {
    expect(loadConfig({}).responseCache).toBe(true);
    expect(loadConfig({ RESPONSE_CACHE: 'off' }).responseCache).toBe(false);
    expect(() => loadConfig({ RESPONSE_CACHE: 'no' })).toThrow(ConfigError);
  });

  it('reads TRUST_PROXY as off, a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback,fd00::/8' }).trustProxy)
      .toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback', 'fd00::/8']);
    for (const wrong of ['true', '10.0.0.1/33', 'proxy.example.hu', '300.1.1.1']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(ConfigError);
    }
  });

  it('turns invoicing on only with SZAMLAZZ_AGENT_KEY, at the real Agent address unless told otherwise', () => {
    expect(loadConfig({}).szamlazz).toBeNull();
    expect(loadConfig({ SZAMLAZZ_URL: 'http://127.0.0.1:9/' }).szamlazz).toBeNull();
    expect(loadConfig({ SZAMLAZZ_AGENT_KEY: 'kulcs' }).szamlazz).toEqual({
      agentKey: 'kulcs', url: 'https://www.szamlazz.hu/szamla/', invoicePrefix: null, dueDays: 0,
    });
    expect(loadConfig({ SZAMLAZZ_AGENT_KEY: 'k', SZAMLAZZ_INVOICE_PREFIX: 'MOTO', SZAMLAZZ_DUE_DAYS: '8' }).szamlazz)
      .toMatchObject({ invoicePrefix: 'MOTO', dueDays: 8 });
    expect(() => loadConfig({ SZAMLAZZ_AGENT_KEY: 'k', SZAMLAZZ_INVOICE_PREFIX: 'MP-2026' })).toThrow('SZAMLAZZ_INVOICE_PREFIX');
    expect(() => loadConfig({ SZAMLAZZ_AGENT_KEY: 'k', SZAMLAZZ_DUE_DAYS: '365' })).toThrow('SZAMLAZZ_DUE_DAYS');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://x'],
    ['SHOP_EMAIL', 'nobody'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects an invalid %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('preferProductionBuilds', () => {
  it('sets NODE_ENV to production when it is unset, and keeps a value given', () => {
    const unset: Record<string, string | undefined> = {};
    preferProductionBuilds(unset);
    expect(unset.NODE_ENV).toBe('production');
    const given: Record<string, string | undefined> = { NODE_ENV: 'development' };
    preferProductionBuilds(given);
    expect(given.NODE_ENV).toBe('development');
  });
});
