import { isIP } from 'node:net';
import path from 'node:path';

/** Validated, frozen configuration. The only reader of process.env in the server. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** unset: embedded PGlite under dataDir; set: a PostgreSQL server */
  databaseUrl: string | null;
  /** unset: every outgoing mail is written as an .eml file under dataDir/outbox */
  smtpUrl: string | null;
  publicUrl: string;
  shopName: string;
  shopEmail: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** products in the demo catalog a fresh database seeds itself with; 0 disables seeding */
  seedProducts: number;
  /** where the built SPA lives */
  webDir: string;
  /** the server renderer that `vite build` writes (decision 0028); without it pages are the app's shell */
  ssrEntry: string;
  /** shared rate limits and cache across instances; unset: in-process */
  redisUrl: string | null;
  /** the legal-document provider's URLs; unset or unreachable: the local content pages */
  legalPrivacyUrl: string | null;
  legalTermsUrl: string | null;
  /** the map embedded on the contact page (an iframe URL); unset: an address card instead */
  mapEmbedUrl: string | null;
  /**
   * Which proxies in front of the shop to believe about the client address (Fastify's trustProxy):
   * false (none), a hop count, or addresses/CIDRs. Rate limits key on that address.
   */
  trustProxy: false | number | string[];
  /**
   * Signs CSRF tokens. Unset: a random secret kept in dataDir/session-secret. Set it (the same on
   * every instance, at least 32 characters) when several instances serve the shop.
   */
  sessionSecret: string | null;
  /** most mails sent per second by one server, several at a time */
  mailRate: number;
  /** false: every listing and product answer comes from the database (benchmarks of the uncached path) */
  responseCache: boolean;
  /** product photos: originals and their sized WebP/AVIF files (default dataDir/media) */
  mediaDir: string;
  /** Számlázz.hu's Agent API; null without SZAMLAZZ_AGENT_KEY, and then the shop issues no invoices */
  szamlazz: SzamlazzConfig | null;
}

export interface SzamlazzConfig {
  agentKey: string;
  /** the Agent API's address; tests point it at a local fake */
  url: string;
  /** the invoice-number prefix registered in the Számlázz.hu account (szamlaszamElotag); null: the account's default */
  invoicePrefix: string | null;
  /** days between the invoice's date and its due date; orders are paid when invoiced, so 0 by default */
  dueDays: number;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = optional(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function email(env: Env, name: string, fallback: string): string {
  const value = text(env, name, fallback);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw new ConfigError(name, `must be an e-mail address, got "${value}"`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = text(env, name, fallback);
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

function secret(env: Env, name: string): string | null {
  const value = optional(env, name);
  if (value !== null && value.length < 32) throw new ConfigError(name, 'must be at least 32 characters long');
  return value;
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** TRUST_PROXY: unset or false, a hop count (1 = one load balancer), or a comma list of addresses/CIDRs. */
function trustProxy(env: Env): false | number | string[] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 20);
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) throw new ConfigError('TRUST_PROXY', `must be false, a hop count or addresses/CIDRs, got "${wrong}"`);
  return entries;
}

function szamlazz(env: Env): SzamlazzConfig | null {
  const agentKey = optional(env, 'SZAMLAZZ_AGENT_KEY');
  if (agentKey === null) return null;
  const invoicePrefix = optional(env, 'SZAMLAZZ_INVOICE_PREFIX');
  if (invoicePrefix !== null && !/^[A-Za-z0-9]{1,20}$/.test(invoicePrefix)) {
    throw new ConfigError('SZAMLAZZ_INVOICE_PREFIX', `must be 1-20 letters or digits, got "${invoicePrefix}"`);
  }
  return {
    agentKey,
    url: url(env, 'SZAMLAZZ_URL', ['https:', 'http:']) ?? 'https://www.szamlazz.hu/szamla/',
    invoicePrefix,
    dueDays: integer(env, 'SZAMLAZZ_DUE_DAYS', 0, 0, 90),
  };
}

/**
 * React (the server-rendered pages, the mails) picks its development or production build by NODE_ENV
 * when it is first loaded, and the development build rendered a product page several times slower.
 * The shop runs production builds unless NODE_ENV says otherwise: main.ts calls this before it loads
 * the app.
 */
export function preferProductionBuilds(env: Env = process.env): void {
  env.NODE_ENV ??= 'production';
}

export function loadConfig(env: Env = process.env): Readonly<Config> {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = text(env, 'HOST', '127.0.0.1');
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const dataDir = path.resolve(text(env, 'DATA_DIR', './data'));
  return Object.freeze({
    port,
    host,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    shopName: text(env, 'SHOP_NAME', 'MotoPont'),
    shopEmail: email(env, 'SHOP_EMAIL', 'info@motopont.hu'),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    seedProducts: integer(env, 'SEED_PRODUCTS', 33000, 0, 1_000_000),
    webDir: path.resolve(text(env, 'WEB_DIR', './dist/web')),
    ssrEntry: path.resolve(text(env, 'SSR_ENTRY', './dist/ssr/entry-server.js')),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    legalPrivacyUrl: url(env, 'LEGAL_PRIVACY_URL', ['http:', 'https:']),
    legalTermsUrl: url(env, 'LEGAL_TERMS_URL', ['http:', 'https:']),
    mapEmbedUrl: url(env, 'MAP_EMBED_URL', ['https:']),
    trustProxy: trustProxy(env),
    sessionSecret: secret(env, 'SESSION_SECRET'),
    mailRate: integer(env, 'MAIL_RATE', 20, 1, 1000),
    responseCache: oneOf(env, 'RESPONSE_CACHE', ['on', 'off'], 'on') === 'on',
    mediaDir: path.resolve(dataDir, text(env, 'MEDIA_DIR', 'media')),
    szamlazz: szamlazz(env),
  });
}
