// The beacon collector (decision 0191): each beacon is checked, its visitor hashed with the day's salt,
// and counted in memory; every FLUSH_MS the counts are added to the roll-ups with additive upserts, so
// several instances may each flush their own increments. Unique visitors: the day's seen table takes the
// (visitor, dimension value) pairs with insert-or-ignore, and only the rows it really inserted add a
// visitor. The day's salt and seen rows are deleted when the day ends; no address or user agent is kept.
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import {
  ANALYTICS_DIMENSIONS,
  ANALYTICS_LIMITS,
  VITALS_BEACON,
  analyticsDay,
  analyticsHour,
  beaconDimensions,
  parseBeacon,
  vitalBucket,
  type Beacon,
  type WebVital,
} from '@konak/contract';
import { isbot } from 'isbot';
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { DataSource, type EntityManager } from 'typeorm';
import { clientKey } from '../common/client-key.js';
import { Clock } from '../common/clock.js';
import type { Step } from '../common/front-door.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../common/rate-limit-store.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { Metrics } from '../metrics/metrics.js';
import { clientAddress, readCapped, type TrustProxy } from './beacon-request.js';

/** How often this instance adds its counts to the database. */
export const FLUSH_MS = 5_000;
/** Distinct rows one instance holds between flushes; beacons past it are dropped (and logged), so a
 *  flood of invented paths cannot grow the process without bound. */
const MAX_PENDING = 50_000;
/** (visitor, value) pairs this instance remembers having written today, to skip writing them again. */
const MAX_KNOWN = 200_000;
/** Rows per INSERT statement (well under SQLite's and PostgreSQL's parameter limits). */
const BATCH = 400;
/** A user agent longer than this is no browser's: ignored, and isbot's pattern never runs on it. */
const MAX_USER_AGENT = 512;
/** Beacons one client (an address, an IPv6 /64) may have counted per minute (decision 0199): a visitor
 *  reading a page every few seconds sends a view, a few events and one Web Vitals beacon per page, far
 *  below this; past it the beacon is answered 204 as always, but not read nor counted. */
export const COLLECT_CLIENT_LIMIT = { limit: 120, windowMs: 60_000 };

export interface CollectRequest {
  body: Buffer | null;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
}

export type CollectOutcome = 'counted' | 'private' | 'bot' | 'invalid' | 'full';

interface Pending {
  daily: Map<string, { dim: string; day: string; value: string; event: string; count: number }>;
  hourly: Map<string, { dim: string; hour: string; value: string; event: string; count: number }>;
  vitals: Map<
    string,
    { day: string; page: string; device: string; metric: string; bucket: number; count: number }
  >;
  seen: Map<string, { day: string; visitor: string; dim: string; value: string }>;
}

const emptyPending = (): Pending => ({
  daily: new Map(),
  hourly: new Map(),
  vitals: new Map(),
  seen: new Map(),
});

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

@Injectable()
export class CollectorService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(CollectorService.name);
  private readonly siteHost: string;
  private pending = emptyPending();
  private salt?: { day: string; value: Promise<string> };
  private known = { day: '', keys: new Set<string>() };
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private dropped = 0;
  private limitFailing = false;
  /** Hits' ids in the rate-limit store: this instance's random prefix and a sequence. Short: a minute
   *  of beacons holds them by the 100,000, and randomUUID's strings measured ~450 bytes more each. */
  private readonly hitPrefix = randomBytes(4).toString('hex');
  private hitSeq = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(ENV) env: Env,
    @Inject(RATE_LIMIT_STORE) private readonly limits: RateLimitStore,
    private readonly metrics: Metrics,
  ) {
    this.siteHost = env.siteUrl ? new URL(env.siteUrl).hostname.toLowerCase() : '';
  }

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /** Counts held in memory are written before the database connection closes. */
  async beforeApplicationShutdown() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** The headers the app sets on every answer, as its first beacon answer had them (appWideHeaders). */
  private appHeaders: OutgoingHttpHeaders | null = null;

  /** The front door's step (api/src/common/front-door.ts): the beacon, the site's most frequent request,
   *  is answered before Express and NestJS, as prepared public reads are; the route NestJS declares
   *  (AnalyticsController) answers through the same `receive` when a request gets that far. */
  frontDoor(trust: () => TrustProxy): Step {
    return (req, res, next) => {
      if (req.method !== 'POST') return next();
      const path = (req.url ?? '').split('?', 1)[0];
      if (path !== '/api/collect' && path !== '/api/collect/') return next();
      // Until one beacon has gone through the app, the front door does not know the app's headers; and
      // what is no beacon at all (JSON, a form) gets the app's own answer (a 400, a 413), as it would there.
      if (!this.appHeaders || !isBeaconType(req.headers['content-type'])) return next();
      void this.receive(req, res, clientAddress(req, trust()));
    };
  }

  /** Reads, counts and answers one beacon: always 204, no body, no cookie, and the headers every answer
   *  of the app carries (helmet's and the rest: the front door answers with a copy of the first ones). */
  async receive(req: IncomingMessage, res: ServerResponse, ip: string): Promise<void> {
    try {
      if (!(await this.admitted(ip))) {
        // Over the client's bound: not read, not counted, answered as every beacon is.
        req.resume();
        this.metrics.beaconDropped('client_limit');
      } else await this.read(req, ip);
    } catch (error) {
      this.logger.warn(`analytics: a beacon failed: ${(error as Error).message}`);
    }
    if (res.headersSent) return;
    // Through the app (its middleware has set its headers on `res`): kept for the front door's answers.
    this.appHeaders ??= appWideHeaders(res.getHeaders());
    res.writeHead(204, { ...this.appHeaders, 'cache-control': 'no-store' });
    res.end();
  }

  /** Counts the beacon against its client's bound, before any reading, parsing or hashing: the app's one
   *  rate-limit store (in this process, or in Redis for every instance when REDIS_URL is set). */
  private async admitted(ip: string): Promise<boolean> {
    try {
      const wait = await this.limits.admit(
        [{ key: `collect:${clientKey(ip)}`, ...COLLECT_CLIENT_LIMIT }],
        this.clock.now().getTime(),
        this.hitPrefix + (++this.hitSeq).toString(36),
      );
      this.limitFailing = false;
      return wait === 0;
    } catch (error) {
      // A store that does not answer (Redis away) loses no visitor's count: the beacon goes through,
      // and the failure is logged once until the store answers again.
      if (!this.limitFailing)
        this.logger.warn(`analytics: the client limit failed: ${(error as Error).message}`);
      this.limitFailing = true;
      return true;
    }
  }

  /** Reads the body (only a beacon's content type, and only up to the byte limit) and counts it. */
  private async read(req: IncomingMessage, ip: string) {
    const plain = isBeaconType(req.headers['content-type']);
    if (!plain) req.resume();
    const body = plain ? await readCapped(req, ANALYTICS_LIMITS.bodyBytes) : null;
    await this.collect({ body, headers: req.headers, ip });
  }

  /** Counts one beacon, or says why not. Never throws for what a visitor sends. */
  async collect(req: CollectRequest): Promise<CollectOutcome> {
    if (header(req.headers.dnt) === '1' || header(req.headers['sec-gpc']) === '1') return 'private';
    const agent = header(req.headers['user-agent']);
    if (!agent || agent.length > MAX_USER_AGENT || isbot(agent)) return 'bot';
    if (!req.body || req.body.length > ANALYTICS_LIMITS.bodyBytes) return 'invalid';
    let parsed: unknown;
    try {
      parsed = JSON.parse(req.body.toString('utf8'));
    } catch {
      return 'invalid';
    }
    const beacon = parseBeacon(parsed, this.siteHost);
    if (!beacon) return 'invalid';
    if (this.pending.daily.size >= MAX_PENDING) {
      this.metrics.beaconDropped('full');
      if (this.dropped++ === 0) this.logger.warn('analytics: too many distinct rows before a flush');
      return 'full';
    }
    const now = this.clock.now();
    const day = analyticsDay(now);
    const salt = await this.saltOf(day);
    const visitor = createHash('sha256')
      .update(`${salt}\n${req.ip}\n${agent}\n${this.siteHost}`)
      .digest('hex')
      .slice(0, 32);
    this.count(beacon, day, analyticsHour(now), visitor);
    return 'counted';
  }

  private count(beacon: Beacon, day: string, hour: string, visitor: string) {
    const p = this.pending;
    if (beacon.event === VITALS_BEACON) {
      for (const [metric, value] of Object.entries(beacon.vitals) as [WebVital, number][]) {
        const bucket = vitalBucket(metric, value);
        const key = `${day}\t${beacon.path}\t${beacon.device}\t${metric}\t${bucket}`;
        const row = p.vitals.get(key);
        if (row) row.count++;
        else p.vitals.set(key, { day, page: beacon.path, device: beacon.device, metric, bucket, count: 1 });
      }
      return;
    }
    if (this.known.day !== day) this.known = { day, keys: new Set() };
    for (const [dim, value] of beaconDimensions(beacon)) {
      const dayKey = `${dim}\t${day}\t${value}\t${beacon.event}`;
      const daily = p.daily.get(dayKey);
      if (daily) daily.count++;
      else p.daily.set(dayKey, { dim, day, value, event: beacon.event, count: 1 });
      const hourKey = `${dim}\t${hour}\t${value}\t${beacon.event}`;
      const hourly = p.hourly.get(hourKey);
      if (hourly) hourly.count++;
      else p.hourly.set(hourKey, { dim, hour, value, event: beacon.event, count: 1 });
      if (beacon.event !== 'page_view') continue;
      const seenKey = `${visitor}\t${dim}\t${value}`;
      if (!this.known.keys.has(seenKey)) p.seen.set(seenKey, { day, visitor, dim, value });
    }
  }

  /** The day's salt: made by whichever instance asks first, read by the others. */
  private saltOf(day: string): Promise<string> {
    if (this.salt?.day !== day) {
      const value = this.loadSalt(day);
      this.salt = { day, value };
      // A failed read is not kept: the next beacon tries again.
      value.catch(() => {
        if (this.salt?.value === value) this.salt = undefined;
      });
    }
    return this.salt.value;
  }

  private async loadSalt(day: string): Promise<string> {
    const [insert, select] = this.isPostgres()
      ? ['INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', '$1']
      : ['INSERT INTO analytics_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING', '?'];
    await this.dataSource.query(insert, [day, randomBytes(32).toString('hex')]);
    const rows: { salt: string }[] = await this.dataSource.query(
      `SELECT salt FROM analytics_salts WHERE day = ${select}`,
      [day],
    );
    return rows[0].salt;
  }

  /** Writes what this instance counted until now: after the write under way, if any (one at a time),
   *  so what arrived while it ran is written too. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write() {
    const batch = this.pending;
    if (!batch.daily.size && !batch.vitals.size) return;
    this.pending = emptyPending();
    try {
      await this.dataSource.transaction((manager) => this.writeBatch(manager, batch));
      for (const key of batch.seen.keys()) {
        if (this.known.keys.size >= MAX_KNOWN) break;
        if (batch.seen.get(key)!.day === this.known.day) this.known.keys.add(key);
      }
      if (this.dropped) this.logger.warn(`analytics: ${this.dropped} beacons dropped before a flush`);
      this.dropped = 0;
    } catch (error) {
      // Kept for the next flush (adding them back to whatever arrived meanwhile).
      this.logger.warn(`analytics flush failed: ${(error as Error).message}`);
      this.merge(batch);
    }
  }

  private merge(batch: Pending) {
    const add = <T extends { count: number }>(into: Map<string, T>, from: Map<string, T>) => {
      for (const [key, row] of from) {
        const have = into.get(key);
        if (have) have.count += row.count;
        else into.set(key, row);
      }
    };
    add(this.pending.daily, batch.daily);
    add(this.pending.hourly, batch.hourly);
    add(this.pending.vitals, batch.vitals);
    for (const [key, row] of batch.seen) this.pending.seen.set(key, row);
  }

  private async writeBatch(manager: EntityManager, batch: Pending) {
    // New visitors first: each seen row really inserted adds one visitor to its daily page_view row.
    const visitors = new Map<string, number>();
    for (const rows of chunks([...batch.seen.values()])) {
      const inserted: { day: string; dim: string; value: string }[] = await manager.query(
        `INSERT INTO analytics_seen (day, visitor, dim, value) VALUES ${this.values(rows.length, 4)}
         ON CONFLICT (day, visitor, dim, value) DO NOTHING RETURNING day, dim, value`,
        rows.flatMap((r) => [r.day, r.visitor, r.dim, r.value]),
      );
      for (const r of inserted) {
        const key = `${r.dim}\t${r.day}\t${r.value}\tpage_view`;
        visitors.set(key, (visitors.get(key) ?? 0) + 1);
      }
    }
    const daily = [...batch.daily.entries()];
    for (const rows of chunks(daily)) {
      await manager.query(
        `INSERT INTO analytics_daily (dim, day, value, event, count, visitors) VALUES ${this.values(rows.length, 6)}
         ON CONFLICT (dim, day, value, event) DO UPDATE SET count = analytics_daily.count + excluded.count,
         visitors = analytics_daily.visitors + excluded.visitors`,
        rows.flatMap(([key, r]) => [r.dim, r.day, r.value, r.event, r.count, visitors.get(key) ?? 0]),
      );
    }
    for (const rows of chunks([...batch.hourly.values()])) {
      await manager.query(
        `INSERT INTO analytics_hourly (dim, hour, value, event, count) VALUES ${this.values(rows.length, 5)}
         ON CONFLICT (dim, hour, value, event) DO UPDATE SET count = analytics_hourly.count + excluded.count`,
        rows.flatMap((r) => [r.dim, r.hour, r.value, r.event, r.count]),
      );
    }
    for (const rows of chunks([...batch.vitals.values()])) {
      await manager.query(
        `INSERT INTO analytics_vitals (day, page, device, metric, bucket, count) VALUES ${this.values(rows.length, 6)}
         ON CONFLICT (day, page, device, metric, bucket) DO UPDATE SET count = analytics_vitals.count + excluded.count`,
        rows.flatMap((r) => [r.day, r.page, r.device, r.metric, r.bucket, r.count]),
      );
    }
  }

  /** `(…), (…)` placeholders for `rows` rows of `columns` values, in the database's own style. */
  private values(rows: number, columns: number): string {
    const pg = this.isPostgres();
    let n = 0;
    return Array.from(
      { length: rows },
      () => `(${Array.from({ length: columns }, () => (pg ? `$${++n}` : '?')).join(', ')})`,
    ).join(', ');
  }

  private isPostgres() {
    return this.dataSource.options.type === 'postgres';
  }

  /** The day is over: its salt and the visitors seen that day are deleted (after this instance's counts
   *  are written), hourly rows older than ANALYTICS_LIMITS.hourlyKeepDays and Web Vitals older than
   *  ANALYTICS_LIMITS.vitalsKeepDays. */
  async endDays(now: Date) {
    await this.flush();
    const today = analyticsDay(now);
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const oldestHour = analyticsHour(ago(ANALYTICS_LIMITS.hourlyKeepDays));
    const oldestVitals = analyticsDay(ago(ANALYTICS_LIMITS.vitalsKeepDays - 1));
    const [p, q] = this.isPostgres() ? ['$1', '$2'] : ['?', '?'];
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM analytics_salts WHERE day < ${p}`, [today]);
      await manager.query(`DELETE FROM analytics_seen WHERE day < ${p}`, [today]);
      await manager.query(`DELETE FROM analytics_vitals WHERE day < ${p}`, [oldestVitals]);
      // Per dimension, so each delete reads the primary key's range instead of the whole table.
      for (const dim of ANALYTICS_DIMENSIONS)
        await manager.query(`DELETE FROM analytics_hourly WHERE dim = ${p} AND hour < ${q}`, [
          dim,
          oldestHour,
        ]);
    });
    if (this.salt && this.salt.day < today) this.salt = undefined;
    if (this.known.day < today) this.known = { day: today, keys: new Set() };
  }
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

/** navigator.sendBeacon sends a string as text/plain; any other body is no beacon of the site's. */
const isBeaconType = (contentType: string | undefined) => /^text\/plain\s*(;|$)/i.test(contentType ?? '');

/** Headers that describe one request's answer, not the app: never copied to other answers. */
const PER_ANSWER =
  /^(?:date|content-length|content-type|etag|last-modified|set-cookie|vary|retry-after|x-request-id|access-control-.*|x-?ratelimit.*|ratelimit.*)$/;

/** Of an answer's headers, those the app sets on every answer (security headers and the like). */
export function appWideHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.test(name)));
}
