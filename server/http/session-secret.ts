import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const FILE_NAME = 'session-secret';

/**
 * SESSION_SECRET, or a random secret made on the first start and kept in DATA_DIR (readable by the
 * owner only), so tokens stay valid across restarts without any setting.
 */
export function sessionSecret(config: Pick<Config, 'sessionSecret' | 'dataDir'>): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, FILE_NAME);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Made by an earlier start (or a concurrent one): use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
