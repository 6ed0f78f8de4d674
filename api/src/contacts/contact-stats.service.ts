// The dashboard's figures of call-back requests: aggregate queries on indexes, never the rows (the
// calendar and median arithmetic is contact-stats.ts).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { SITE_UTC_OFFSET_MS } from '@konak/contract';
import { Clock } from '../common/clock.js';
import { Project } from '../projects/project.entity.js';
import { ContactRequest } from './contact-request.entity.js';
import { medianOffsets, weekStarts } from './contact-stats.js';
import { ContactStatusChange } from './contact-status-change.entity.js';
import type { ContactStatsDto } from './dto/contact.dto.js';

/** The dashboard's window. */
const STATS_WEEKS = 12;
const WEEK_MS = 7 * 86_400_000;

@Injectable()
export class ContactStatsService {
  constructor(
    @InjectRepository(ContactRequest) private readonly repo: Repository<ContactRequest>,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
  ) {}

  /** Requests per week and per project over the last weeks, the median time to first contact, how many
   *  wait as "new" (the admin menu's count), all and suspected ones: aggregate queries on indexes, never
   *  the rows. Suspected spam, erased requests and the trash count nowhere but in suspicious_count. */
  async stats(): Promise<ContactStatsDto> {
    const starts = weekStarts(this.clock.now().getTime(), STATS_WEEKS);
    const from = new Date(starts[0]);
    const kept = () => this.repo.createQueryBuilder('c').where('c.suspicious = :no', { no: false });
    const live = () => kept().andWhere('c.anonymised = :no');
    const window = () => live().andWhere('c.created_at >= :from', { from });

    const number = (raw: { n?: string | number } | undefined) => Number(raw?.n ?? 0);
    // One pass over the window's index entries, a sum per week.
    const weeksQb = window().select('COUNT(*)', 'n');
    starts.forEach((start, i) => {
      const bounds = { [`ws${i}`]: new Date(start), [`we${i}`]: new Date(start + WEEK_MS) };
      weeksQb
        .addSelect(
          `SUM(CASE WHEN c.created_at >= :ws${i} AND c.created_at < :we${i} THEN 1 ELSE 0 END)`,
          `w${i}`,
        )
        .setParameters(bounds);
    });
    // Independent queries, asked together: PostgreSQL answers them on several connections at once (the
    // count of every kept request alone is a pass over a million index entries); SQLite in turn.
    const [newRaw, totalRaw, suspiciousRaw, weekSums, byProject, { median, contacted }] = await Promise.all([
      live().andWhere("c.status = 'new'").select('COUNT(*)', 'n').getRawOne(),
      kept().select('COUNT(*)', 'n').getRawOne(),
      this.repo
        .createQueryBuilder('c')
        .where('c.suspicious = :yes', { yes: true })
        .select('COUNT(*)', 'n')
        .getRawOne(),
      weeksQb.getRawOne<Record<string, string | number | null>>(),
      window()
        .select('c.project', 'project')
        .addSelect('COUNT(*)', 'n')
        .groupBy('c.project')
        .getRawMany<{ project: string; n: string | number }>(),
      this.firstContactMedian(window()),
    ]);
    const [newCount, total, suspiciousCount] = [newRaw, totalRaw, suspiciousRaw].map(number);
    const weeks = starts.map((start, i) => ({
      week: new Date(start + SITE_UTC_OFFSET_MS).toISOString().slice(0, 10),
      count: Number(weekSums?.[`w${i}`] ?? 0),
    }));
    const slugs = byProject.map((p) => p.project).filter(Boolean);
    const titles = new Map(
      slugs.length
        ? (
            await this.dataSource
              .getRepository(Project)
              .find({ where: { slug: In(slugs) }, select: { slug: true, title: true }, withDeleted: true })
          ).map((p) => [p.slug, p.title?.tr ?? ''])
        : [],
    );
    return {
      new_count: newCount,
      total,
      suspicious_count: suspiciousCount,
      weeks,
      projects: byProject
        .map(({ project, n }) => ({ project, title: titles.get(project) ?? '', count: Number(n) }))
        .sort((a, b) => b.count - a.count || a.project.localeCompare(b.project)),
      median_first_contact_minutes: median,
      contacted,
    };
  }

  /** The median of the minutes from each request of `requests` to its first new → contacted change, and
   *  how many have one: the count, then the middle one or two rows (ORDER BY … LIMIT 2 OFFSET n/2). */
  private async firstContactMedian(
    requests: SelectQueryBuilder<ContactRequest>,
  ): Promise<{ median: number | null; contacted: number }> {
    const postgres = this.dataSource.options.type === 'postgres';
    const minutes = postgres
      ? 'ROUND(EXTRACT(EPOCH FROM (MIN(s.created_at) - c.created_at)) / 60)'
      : 'ROUND((julianday(MIN(s.created_at)) - julianday(c.created_at)) * 1440)';
    const [sql, params] = requests
      .innerJoin(
        ContactStatusChange,
        's',
        "s.contact_id = c.id AND s.from_status = 'new' AND s.to_status = 'contacted'",
      )
      .select(`CASE WHEN ${minutes} < 0 THEN 0 ELSE ${minutes} END`, 'm')
      .groupBy('c.id')
      .addGroupBy('c.created_at')
      .getQueryAndParameters();
    const [{ n }] = await this.dataSource.query(`SELECT COUNT(*) AS n FROM (${sql}) x`, params);
    const contacted = Number(n);
    const at = medianOffsets(contacted);
    if (!at) return { median: null, contacted };
    const rows: { m: string | number }[] = await this.dataSource.query(
      `SELECT m FROM (${sql}) x ORDER BY m LIMIT ${at.take} OFFSET ${at.skip}`,
      params,
    );
    const values = rows.map((r) => Number(r.m));
    return { median: values.reduce((a, b) => a + b, 0) / values.length, contacted };
  }
}
