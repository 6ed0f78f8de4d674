// The admin's figures over 7, 30 or 90 days, computed in SQL on the roll-ups: every query reads one
// dimension's range of the primary key (dim, day, …) and answers at most ANALYTICS_LIMITS.top rows.
import { Injectable } from '@nestjs/common';
import {
  ANALYTICS_LIMITS,
  WEB_VITAL_BUCKETS,
  WEB_VITAL_GOOD,
  WEB_VITALS,
  analyticsDay,
  conversionRate,
  histogramP75,
  type AnalyticsDimension,
  type SummaryDays,
  type WebVital,
} from '@konak/contract';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock.js';
import type {
  AnalyticsSummaryDto,
  FunnelRowDto,
  PageVitalsDto,
  TopRowDto,
  TotalsDto,
} from './dto/analytics.dto.js';

const DAY_MS = 86_400_000;
const num = (value: unknown) => Number(value ?? 0);

@Injectable()
export class AnalyticsSummaryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The first and last day (site time) of the last `days` days, today included. */
  range(days: number): { from: string; to: string } {
    const now = this.clock.now().getTime();
    return { from: analyticsDay(new Date(now - (days - 1) * DAY_MS)), to: analyticsDay(new Date(now)) };
  }

  async summary(days: SummaryDays): Promise<AnalyticsSummaryDto> {
    const { from, to } = this.range(days);
    const [totals, daily, pages, projects, languages, sources, campaigns, devices] = await Promise.all([
      this.totals(from, to),
      this.daily(from, to),
      this.top('page', from, to),
      this.top('project', from, to),
      this.top('lang', from, to),
      this.top('source', from, to),
      this.top('utm_campaign', from, to),
      this.top('device', from, to),
    ]);
    const [project_funnel, source_funnel, vitals] = await Promise.all([
      this.funnel('project', from, to),
      this.funnel('source', from, to),
      this.vitals(from, to),
    ]);
    return {
      days,
      from,
      to,
      totals,
      daily,
      pages,
      projects,
      languages,
      sources,
      campaigns,
      devices,
      project_funnel,
      source_funnel,
      vitals,
    };
  }

  private p(n: number) {
    return this.dataSource.options.type === 'postgres' ? `$${n}` : '?';
  }

  private async totals(from: string, to: string): Promise<TotalsDto> {
    const rows: { event: string; count: unknown; visitors: unknown }[] = await this.dataSource.query(
      `SELECT event, SUM(count) AS count, SUM(visitors) AS visitors FROM analytics_daily
       WHERE dim = 'site' AND day >= ${this.p(1)} AND day <= ${this.p(2)} AND value = '' GROUP BY event`,
      [from, to],
    );
    const of = (event: string) => num(rows.find((r) => r.event === event)?.count);
    return {
      visitors: num(rows.find((r) => r.event === 'page_view')?.visitors),
      views: of('page_view'),
      units_opened: of('unit_opened'),
      brochures: of('brochure_downloaded'),
      phone_taps: of('phone_tapped'),
      whatsapp_taps: of('whatsapp_tapped'),
      callbacks: of('callback_sent'),
    };
  }

  /** Views and visitors per day (at most 90 rows). */
  private async daily(from: string, to: string) {
    const rows: { day: string; count: unknown; visitors: unknown }[] = await this.dataSource.query(
      `SELECT day, count, visitors FROM analytics_daily
       WHERE dim = 'site' AND day >= ${this.p(1)} AND day <= ${this.p(2)} AND value = '' AND event = 'page_view'
       ORDER BY day`,
      [from, to],
    );
    return rows.map((r) => ({ day: r.day, views: num(r.count), visitors: num(r.visitors) }));
  }

  /** A dimension's most viewed values. */
  private async top(dim: AnalyticsDimension, from: string, to: string): Promise<TopRowDto[]> {
    const rows: { value: string; views: unknown; visitors: unknown }[] = await this.dataSource.query(
      `SELECT value, SUM(count) AS views, SUM(visitors) AS visitors FROM analytics_daily
       WHERE dim = ${this.p(1)} AND day >= ${this.p(2)} AND day <= ${this.p(3)} AND event = 'page_view'
       GROUP BY value ORDER BY views DESC, value LIMIT ${ANALYTICS_LIMITS.top}`,
      [dim, from, to],
    );
    return rows.map((r) => ({ value: r.value, views: num(r.views), visitors: num(r.visitors) }));
  }

  /** Views → units opened → brochures → call-backs per project or traffic source, the most viewed
   *  first (a value with events but no views still shows, after them). */
  private async funnel(dim: 'project' | 'source', from: string, to: string): Promise<FunnelRowDto[]> {
    const sum = (event: string) => `SUM(CASE WHEN event = '${event}' THEN count ELSE 0 END)`;
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT value, ${sum('page_view')} AS views, ${sum('unit_opened')} AS units_opened,
         ${sum('brochure_downloaded')} AS brochures, ${sum('phone_tapped')} AS phone_taps,
         ${sum('whatsapp_tapped')} AS whatsapp_taps, ${sum('callback_sent')} AS callbacks
       FROM analytics_daily WHERE dim = ${this.p(1)} AND day >= ${this.p(2)} AND day <= ${this.p(3)}
       GROUP BY value ORDER BY views DESC, callbacks DESC, value LIMIT ${ANALYTICS_LIMITS.top}`,
      [dim, from, to],
    );
    return rows.map((r) => ({
      value: String(r.value),
      views: num(r.views),
      units_opened: num(r.units_opened),
      brochures: num(r.brochures),
      phone_taps: num(r.phone_taps),
      whatsapp_taps: num(r.whatsapp_taps),
      callbacks: num(r.callbacks),
      conversion_rate: conversionRate(num(r.callbacks), num(r.views)),
    }));
  }

  /** p75 of each metric for the pages × device classes with the most measurements (of the last
   *  ANALYTICS_LIMITS.vitalsKeepDays days at most: older histograms are deleted). */
  private async vitals(since: string, to: string): Promise<PageVitalsDto[]> {
    const kept = this.range(ANALYTICS_LIMITS.vitalsKeepDays).from;
    const from = since > kept ? since : kept;
    const tops: { page: string; device: string }[] = await this.dataSource.query(
      `SELECT page, device, SUM(count) AS samples FROM analytics_vitals
       WHERE day >= ${this.p(1)} AND day <= ${this.p(2)}
       GROUP BY page, device ORDER BY samples DESC, page, device LIMIT ${ANALYTICS_LIMITS.top}`,
      [from, to],
    );
    if (!tops.length) return [];
    const pages = [...new Set(tops.map((t) => t.page))];
    const rows: { page: string; device: string; metric: string; bucket: unknown; count: unknown }[] =
      await this.dataSource.query(
        `SELECT page, device, metric, bucket, SUM(count) AS count FROM analytics_vitals
         WHERE day >= ${this.p(1)} AND day <= ${this.p(2)} AND page IN (${pages.map((_, i) => this.p(i + 3)).join(', ')})
         GROUP BY page, device, metric, bucket`,
        [from, to, ...pages],
      );
    return tops.map(({ page, device }) => ({
      page,
      device,
      vitals: WEB_VITALS.map((metric: WebVital) => {
        const counts = Array<number>(WEB_VITAL_BUCKETS[metric].length + 1).fill(0);
        for (const r of rows)
          if (r.page === page && r.device === device && r.metric === metric)
            counts[num(r.bucket)] += num(r.count);
        const p75 = histogramP75(metric, counts);
        return {
          metric,
          p75: p75 === Infinity ? null : p75,
          good_threshold: WEB_VITAL_GOOD[metric],
          good: p75 !== null && p75 <= WEB_VITAL_GOOD[metric],
          samples: counts.reduce((a, b) => a + b, 0),
        };
      }),
    }));
  }
}
