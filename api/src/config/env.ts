// Every environment variable of the product, read and checked once at start. A bad value stops the
// start with one line that names it (DESIGN: runtime contract).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIN_PASSWORD } from '@konak/contract';
import { parseReleaseKeys } from '../site/release-signature.js';
import { isBreachedPassword } from '../users/password-policy.js';

export interface Env {
  port: number;
  host: string;
  /** 'sqlite' with a file path, or 'postgres' with a connection URL. */
  database: { type: 'sqlite'; path: string } | { type: 'postgres'; url: string };
  dataDir: string;
  adminEmail?: string;
  adminPassword?: string;
  jwtSecret?: string;
  jwtExpiresIn: string;
  seedSampleContent: boolean;
  publicMfeUrl?: string;
  /** PUBLIC_MFE_RELEASE_PUBLIC_KEY: the public-mfe release key(s) a release's manifest must be signed by;
   *  unset, the development key the build made in this checkout (site/release-signature.ts). */
  publicMfeReleasePublicKey?: string;
  adminMfeUrl?: string;
  /** The site's public address (no trailing slash) for canonical links, hreflang, og:url and the sitemap.
   *  Never taken from a request's Host header, which anyone can forge (cache poisoning) — except in
   *  development, where it is left undefined and the request's origin is used. */
  siteUrl?: string;
  /** Express "trust proxy" value: which proxies may set the client address (X-Forwarded-For). */
  trustProxy: boolean | number | string;
  /** Where the built shell and remotes live when this server serves them. */
  staticRoot: string;
  nodeEnv: string;
  /** Lead alerts by e-mail: on when SMTP_URL is set; without it no outbox rows are written. */
  mail?: { smtpUrl: string; from: string };
  /** How often the background worker (mail outbox, reminders, retention) runs, in milliseconds. */
  jobsIntervalMs: number;
  /** How often scheduled posts and projects are published and the trash is emptied of items older than
   *  30 days (CONTENT_JOBS_INTERVAL_MS, 60 s by default; the e2e server uses 1 s). */
  contentJobsIntervalMs: number;
  /** Webhook deliveries (issue 31): how often each instance sends what is due, the first retry's wait
   *  (doubled per failure), a receiver's time limit, and whether receivers on private or loopback
   *  addresses are allowed (WEBHOOKS_ALLOW_PRIVATE; off: an endpoint cannot reach the office network). */
  webhooks: { intervalMs: number; backoffBaseMs: number; timeoutMs: number; allowPrivate: boolean };
  /** Shared state of several instances (rate limits, cache invalidation): on when REDIS_URL is set. */
  redis?: { url: string; prefix: string };
  /** Where uploads are kept: this server's disk (DATA_DIR/uploads) or an S3-compatible bucket. */
  storage: { type: 'local' } | { type: 's3'; endpoint?: string; bucket: string; region: string };
  /** Uploads are answered with a redirect to this base (a public bucket or CDN) instead of streamed. */
  uploadsPublicUrl?: string;
  /** GET /api/metrics answers only a request bearing this token; without it the route does not exist. */
  metricsToken?: string;
  /** pino's level for the JSON logs (info by default; silent in tests). */
  logLevel: string;
  /** Backups (npm run backup, and scheduled in the server when intervalHours is set): dated archives go
   *  to dir (BACKUP_DIR, DATA_DIR/backups by default) or, with uploads in a bucket, under backups/ there;
   *  the newest `keep` scheduled ones are kept; encrypted when a passphrase is set. */
  backup: { dir: string; passphrase?: string; intervalHours?: number; keep: number };
}

export class ConfigError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function bool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function url(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/')) return value.endsWith('/') ? value : `${value}/`;
  try {
    const parsed = new URL(value);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error();
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL or a path starting with /, got "${value}"`);
  }
  return value.endsWith('/') ? value : `${value}/`;
}

/** Parses `source` (process.env by default); throws ConfigError naming the first bad value. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const portText = source.PORT ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535)
    throw new ConfigError(`PORT must be a number from 1 to 65535, got "${portText}"`);

  const dataDir = path.resolve(source.DATA_DIR || './data');
  const dbUrl = source.DATABASE_URL?.trim();
  let database: Env['database'];
  if (!dbUrl) database = { type: 'sqlite', path: path.join(dataDir, 'konak.db') };
  else if (/^postgres(ql)?:\/\//.test(dbUrl)) {
    try {
      new URL(dbUrl);
    } catch {
      throw new ConfigError(`DATABASE_URL is not a valid postgres:// URL`);
    }
    database = { type: 'postgres', url: dbUrl };
  } else if (/^(sqlite|file):/.test(dbUrl))
    database = { type: 'sqlite', path: path.resolve(dbUrl.replace(/^(sqlite|file):(\/\/)?/, '')) };
  else
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// or sqlite:, got "${dbUrl.replace(/:[^:@/]*@/, ':***@')}"`,
    );

  const adminEmail = source.ADMIN_EMAIL?.trim() || undefined;
  if (adminEmail && !EMAIL.test(adminEmail))
    throw new ConfigError(`ADMIN_EMAIL is not an email address: "${adminEmail}"`);
  const adminPassword = source.ADMIN_PASSWORD || undefined;
  if (adminPassword && [...adminPassword].length < MIN_PASSWORD)
    throw new ConfigError(`ADMIN_PASSWORD must have at least ${MIN_PASSWORD} characters`);
  if (adminPassword && isBreachedPassword(adminPassword))
    throw new ConfigError('ADMIN_PASSWORD is on the list of common (breached) passwords; choose another');

  const jwtSecret = source.JWT_SECRET || undefined;
  if (jwtSecret && jwtSecret.length < 32)
    throw new ConfigError('JWT_SECRET must have at least 32 characters');
  const jwtExpiresIn = source.JWT_EXPIRES_IN || '12h';
  if (!/^\d+[smhd]?$/.test(jwtExpiresIn))
    throw new ConfigError(`JWT_EXPIRES_IN must look like 12h, 30m or 3600, got "${jwtExpiresIn}"`);

  const trustText = source.TRUST_PROXY ?? 'false';
  const trustProxy = /^\d+$/.test(trustText)
    ? Number(trustText)
    : /^(true|false)$/i.test(trustText)
      ? bool('TRUST_PROXY', trustText, false)
      : trustText;

  const nodeEnv = source.NODE_ENV || 'production';
  const siteUrlText = url('SITE_URL', source.SITE_URL?.trim());
  if (siteUrlText?.startsWith('/'))
    throw new ConfigError(
      `SITE_URL must be an http(s) URL like https://konak.com.tr, got "${source.SITE_URL}"`,
    );
  const siteUrl = siteUrlText
    ? new URL(siteUrlText).origin
    : nodeEnv === 'development'
      ? undefined
      : `http://localhost:${port}`;

  const smtpText = source.SMTP_URL?.trim();
  let mail: Env['mail'];
  if (smtpText) {
    try {
      const parsed = new URL(smtpText);
      if (!/^smtps?:$/.test(parsed.protocol) || !parsed.hostname) throw new Error();
    } catch {
      throw new ConfigError(
        `SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465, got "${smtpText.replace(/:[^:@/]*@/, ':***@')}"`,
      );
    }
    const from =
      source.MAIL_FROM?.trim() || `Konak <no-reply@${siteUrl ? new URL(siteUrl).hostname : 'localhost'}>`;
    const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
    if (!EMAIL.test(address) || /[\r\n]/.test(from))
      throw new ConfigError(`MAIL_FROM must be an address like "Konak <satis@konak.com.tr>", got "${from}"`);
    mail = { smtpUrl: smtpText, from };
  }

  const redisText = source.REDIS_URL?.trim();
  if (redisText && !/^rediss?:\/\/[^\s]+$/.test(redisText))
    throw new ConfigError(
      `REDIS_URL must look like redis://host:6379/0, got "${redisText.replace(/:[^:@/]*@/, ':***@')}"`,
    );
  const redis = redisText ? { url: redisText, prefix: source.REDIS_PREFIX?.trim() || 'konak:' } : undefined;

  const bucket = source.S3_BUCKET?.trim();
  const endpoint = source.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !bucket)
    throw new ConfigError('S3_ENDPOINT is set but S3_BUCKET is not: name the bucket uploads go to');
  if (endpoint && !/^https?:\/\/\S+$/.test(endpoint))
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const storage: Env['storage'] = bucket
    ? { type: 's3', endpoint, bucket, region: source.AWS_REGION?.trim() || 'us-east-1' }
    : { type: 'local' };

  const contentJobsText = source.CONTENT_JOBS_INTERVAL_MS?.trim() || '60000';
  if (!/^\d{3,9}$/.test(contentJobsText) || Number(contentJobsText) < 500)
    throw new ConfigError(
      `CONTENT_JOBS_INTERVAL_MS must be a number of milliseconds (at least 500), got "${contentJobsText}"`,
    );

  const releaseKey = source.PUBLIC_MFE_RELEASE_PUBLIC_KEY?.trim() || undefined;
  if (releaseKey) {
    try {
      parseReleaseKeys(releaseKey);
    } catch (error) {
      throw new ConfigError(
        `PUBLIC_MFE_RELEASE_PUBLIC_KEY must be Ed25519 public keys in PEM or base64 (SPKI): ${(error as Error).message}`,
      );
    }
  }

  const metricsToken = source.METRICS_TOKEN || undefined;
  if (metricsToken && metricsToken.length < 16)
    throw new ConfigError('METRICS_TOKEN must have at least 16 characters');
  const logLevel = source.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info');
  if (!/^(fatal|error|warn|info|debug|trace|silent)$/.test(logLevel))
    throw new ConfigError(
      `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}"`,
    );

  const passphrase = source.BACKUP_PASSPHRASE || undefined;
  if (passphrase && passphrase.length < 12)
    throw new ConfigError('BACKUP_PASSPHRASE must have at least 12 characters');
  const intervalText = source.BACKUP_INTERVAL_HOURS?.trim() || undefined;
  if (
    intervalText &&
    (!/^\d+(\.\d+)?$/.test(intervalText) || Number(intervalText) < 0.25 || Number(intervalText) > 720)
  )
    throw new ConfigError(
      `BACKUP_INTERVAL_HOURS must be a number of hours from 0.25 to 720, got "${intervalText}"`,
    );
  const keepText = source.BACKUP_KEEP?.trim() || '14';
  if (!/^\d{1,4}$/.test(keepText) || Number(keepText) < 1)
    throw new ConfigError(`BACKUP_KEEP must be a whole number of archives (at least 1), got "${keepText}"`);
  const backup = {
    dir: path.resolve(source.BACKUP_DIR?.trim() || path.join(dataDir, 'backups')),
    passphrase,
    intervalHours: intervalText ? Number(intervalText) : undefined,
    keep: Number(keepText),
  };

  return {
    port,
    backup,
    siteUrl,
    mail,
    redis,
    storage,
    uploadsPublicUrl: url('UPLOADS_PUBLIC_URL', source.UPLOADS_PUBLIC_URL?.trim()),
    metricsToken,
    logLevel,
    jobsIntervalMs: 15_000,
    contentJobsIntervalMs: Number(contentJobsText),
    webhooks: {
      intervalMs: 5_000,
      backoffBaseMs: 60_000,
      timeoutMs: 10_000,
      allowPrivate: bool('WEBHOOKS_ALLOW_PRIVATE', source.WEBHOOKS_ALLOW_PRIVATE, false),
    },
    host: source.HOST || '0.0.0.0',
    database,
    dataDir,
    adminEmail,
    adminPassword,
    jwtSecret,
    jwtExpiresIn,
    seedSampleContent: bool('SEED_SAMPLE_CONTENT', source.SEED_SAMPLE_CONTENT, true),
    publicMfeUrl: url('PUBLIC_MFE_URL', source.PUBLIC_MFE_URL),
    publicMfeReleasePublicKey: releaseKey,
    adminMfeUrl: url('ADMIN_MFE_URL', source.ADMIN_MFE_URL),
    trustProxy,
    staticRoot: path.resolve(source.STATIC_ROOT || fileURLToPath(new URL('../../../', import.meta.url))),
    nodeEnv,
  };
}
