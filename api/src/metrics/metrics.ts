// Prometheus metrics of one instance (prom-client, a registry per application so tests may run several):
// requests by route and status with their latencies, cache lookups (hit ratio = hits / all), page render
// time, the mail outbox by state and the database pool. Read at GET /api/metrics (metrics.controller.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DataSource } from 'typeorm';
import { pathOf } from '../logging/logger.js';

/** The route a request took, as a bounded label: Nest's route pattern, else what answered it. */
export function routeLabel(
  req: IncomingMessage & Partial<Pick<Request, 'route' | 'baseUrl' | 'originalUrl'>>,
  status: number,
): string {
  if (req.route?.path) return `${req.baseUrl ?? ''}${String(req.route.path)}`;
  const path = pathOf(req.originalUrl ?? req.url);
  if (status === 404) return '(unmatched)';
  if (path.startsWith('/api/')) return '(prepared answer)';
  return '(site)';
}

export type CacheLayer = 'response' | 'prepared' | 'page';

@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'konak_http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'konak_http_request_duration_seconds',
    help: 'Time from the request to its last byte, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly cacheLookups = new Counter({
    name: 'konak_cache_lookups_total',
    help: 'Cache lookups by layer and result; the prepared layer counts its hits only (its misses fall to the response or page layer), so the hit ratio is all hits over prepared hits plus response and page lookups',
    labelNames: ['layer', 'result'],
    registers: [this.registry],
  });
  private readonly renders = new Histogram({
    name: 'konak_page_render_seconds',
    help: 'Server rendering of a page (cache misses only)',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  private readonly backups = new Counter({
    name: 'konak_backups_total',
    help: 'Scheduled backups taken by this instance, by result (ok, failed)',
    labelNames: ['result'],
    registers: [this.registry],
  });
  private readonly beaconsDropped = new Counter({
    name: 'konak_analytics_beacons_dropped_total',
    help: 'Analytics beacons answered but not counted, by reason: client_limit (the client sent more than its bound per minute), full (too many distinct rows waiting for a flush)',
    labelNames: ['reason'],
    registers: [this.registry],
  });
  private readonly lastBackup = new Gauge({
    name: 'konak_backup_last_success_timestamp_seconds',
    help: 'When this instance last finished a good scheduled backup (Unix time)',
    registers: [this.registry],
  });

  constructor(dataSource: DataSource) {
    collectDefaultMetrics({ register: this.registry, prefix: 'konak_' });
    new Gauge({
      name: 'konak_outbox_messages',
      help: 'Mail outbox messages by state',
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows: { status: string; count: string | number }[] = await dataSource.query(
          'SELECT status, COUNT(*) AS count FROM mail_outbox GROUP BY status',
        );
        for (const row of rows) this.set({ status: row.status }, Number(row.count));
      },
    });
    // PostgreSQL's pool (node-postgres); SQLite has one connection and no pool.
    const pool = () =>
      dataSource.options.type === 'postgres'
        ? (dataSource.driver as unknown as { master?: PgPool }).master
        : undefined;
    new Gauge({
      name: 'konak_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const p = pool();
        if (!p) return;
        this.set({ state: 'total' }, p.totalCount);
        this.set({ state: 'idle' }, p.idleCount);
        this.set({ state: 'waiting' }, p.waitingCount);
      },
    });
  }

  /** The first middleware: counts and times every request once it is answered. */
  middleware() {
    return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      const stop = this.latency.startTimer();
      res.once('finish', () => {
        const route = routeLabel(req as IncomingMessage & Partial<Request>, res.statusCode);
        const method = req.method ?? 'GET';
        stop({ method, route });
        this.requests.inc({ method, route, status: String(res.statusCode) });
      });
      next();
    };
  }

  /** A scheduled backup finished (backup-jobs.ts): failures are what an alert rule watches. */
  backupFinished(ok: boolean, at: number) {
    this.backups.inc({ result: ok ? 'ok' : 'failed' });
    if (ok) this.lastBackup.set(at / 1000);
  }

  /** A beacon answered 204 but not counted (analytics/collector.service.ts). */
  beaconDropped(reason: 'client_limit' | 'full') {
    this.beaconsDropped.inc({ reason });
  }

  cacheLookup(layer: CacheLayer, hit: boolean) {
    this.cacheLookups.inc({ layer, result: hit ? 'hit' : 'miss' });
  }

  /** Times `render` (a page drawn on a cache miss). */
  async timeRender<T>(kind: string, render: () => Promise<T>): Promise<T> {
    const stop = this.renders.startTimer({ kind });
    try {
      return await render();
    } finally {
      stop();
    }
  }
}

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
