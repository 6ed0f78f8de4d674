// The signing secret of the bearer tokens: JWT_SECRET when set, else a random one generated on the first
// start and kept in DATA_DIR (mode 600) so tokens survive restarts. Two instances starting together on
// one DATA_DIR agree: the file is created exclusively and the loser reads the winner's secret.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env.js';

export function loadJwtSecret(env: Env): string {
  if (env.jwtSecret) return env.jwtSecret;
  const file = path.join(env.dataDir, 'jwt-secret');
  mkdirSync(env.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds a secret shorter than 32 characters; delete it to generate a new one`);
  return secret;
}

/** jsonwebtoken reads a bare number string as milliseconds; Konak's JWT_EXPIRES_IN means seconds. */
export function expiresIn(value: string): number | `${number}${'s' | 'm' | 'h' | 'd'}` {
  return /^\d+$/.test(value) ? Number(value) : (value as `${number}${'s' | 'm' | 'h' | 'd'}`);
}
