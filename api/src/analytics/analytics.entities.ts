// The analytics tables (decision 0191): roll-ups of counts, a Web Vitals histogram, and two day-scoped
// tables — the day's salt and the visitors seen that day — deleted when the day ends. No address, no
// user agent and no visitor identifier outlives its day.
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The day's random salt of the visitor hash; the same for every instance (insert-or-ignore, then read). */
@Entity('analytics_salts')
export class AnalyticsSalt {
  /** YYYY-MM-DD, site time */
  @PrimaryColumn({ type: 'varchar', length: 10 }) day: string;
  @Column({ type: 'varchar', length: 64 }) salt: string;
}

/** Who was already counted today under a dimension's value, so each visitor counts once per day there. */
@Entity('analytics_seen')
export class AnalyticsSeen {
  @PrimaryColumn({ type: 'varchar', length: 10 }) day: string;
  /** SHA-256 of (salt, address, user agent, site), hex, cut to 128 bits */
  @PrimaryColumn({ type: 'varchar', length: 32 }) visitor: string;
  @PrimaryColumn({ type: 'varchar', length: 16 }) dim: string;
  @PrimaryColumn({ type: 'varchar', length: 200 }) value: string;
}

/** Counts per day × dimension value × event; `visitors` (page views only) counts each visitor once. */
@Entity('analytics_daily')
export class AnalyticsDaily {
  @PrimaryColumn({ type: 'varchar', length: 16 }) dim: string;
  @PrimaryColumn({ type: 'varchar', length: 10 }) day: string;
  @PrimaryColumn({ type: 'varchar', length: 200 }) value: string;
  @PrimaryColumn({ type: 'varchar', length: 24 }) event: string;
  @Column({ type: 'integer', default: 0 }) count: number;
  @Column({ type: 'integer', default: 0 }) visitors: number;
}

/** Counts per hour × dimension value × event, kept ANALYTICS_LIMITS.hourlyKeepDays days. */
@Entity('analytics_hourly')
export class AnalyticsHourly {
  @PrimaryColumn({ type: 'varchar', length: 16 }) dim: string;
  /** YYYY-MM-DDTHH, site time */
  @PrimaryColumn({ type: 'varchar', length: 13 }) hour: string;
  @PrimaryColumn({ type: 'varchar', length: 200 }) value: string;
  @PrimaryColumn({ type: 'varchar', length: 24 }) event: string;
  @Column({ type: 'integer', default: 0 }) count: number;
}

/** Web Vitals as a histogram per day × page × device class × metric: counts per bucket
 *  (contract WEB_VITAL_BUCKETS), so p75 is read without keeping any single measurement. */
@Entity('analytics_vitals')
export class AnalyticsVital {
  @PrimaryColumn({ type: 'varchar', length: 10 }) day: string;
  @PrimaryColumn({ type: 'varchar', length: 200 }) page: string;
  @PrimaryColumn({ type: 'varchar', length: 8 }) device: string;
  @PrimaryColumn({ type: 'varchar', length: 4 }) metric: string;
  @PrimaryColumn({ type: 'integer' }) bucket: number;
  @Column({ type: 'integer', default: 0 }) count: number;
}

export const ANALYTICS_ENTITIES = [
  AnalyticsSalt,
  AnalyticsSeen,
  AnalyticsDaily,
  AnalyticsHourly,
  AnalyticsVital,
];
