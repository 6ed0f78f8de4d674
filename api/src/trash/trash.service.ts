// The trash (issue 14, "Çöp Kutusu"): what the admin deleted from projects, blog posts, sliders, contact
// requests, payment plans and webhook endpoints, kept 30 days to be restored or deleted for good. The rows stay in their own tables with
// deleted_at set (trash-columns.ts), so a restore is one UPDATE and brings back everything, slug included.
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isVersionedType, TRASH_KEEP_DAYS, type TrashType } from '@konak/contract';
import { DataSource, In, IsNull, LessThan, Not, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/errors.js';
import { HttpCache } from '../common/http-cache.js';
import { BLOG_CACHE } from '../blog/blog.service.js';
import { BlogPost } from '../blog/blog-post.entity.js';
import { ContactRequest } from '../contacts/contact-request.entity.js';
import { ContactStatusChange } from '../contacts/contact-status-change.entity.js';
import { PROJECTS_CACHE } from '../projects/projects.service.js';
import { Project } from '../projects/project.entity.js';
import { SLIDERS_CACHE } from '../sliders/sliders.service.js';
import { Slider } from '../sliders/slider.entity.js';
import { PaymentPlan } from '../payment-plans/payment-plan.entity.js';
import { WebhookEndpoint } from '../webhooks/webhook-endpoint.entity.js';
import { VersionsService } from '../versions/versions.service.js';
import { pageWindow, type Page } from '../common/paging.js';
import type { ListTrashQuery, TrashItemDto } from './dto/trash.dto.js';

const DAY_MS = 86_400_000;

interface Kind {
  entity: EntityTarget<ObjectLiteral>;
  /** The cache its public reads live under (none: contact requests are never public). */
  cache?: string;
  /** Columns the title is read from, and how. */
  select: string[];
  title: (row: ObjectLiteral) => string;
  /** The only columns the audit log may show of a restore (default: all). */
  audited?: string[];
}

const localizedTitle = (row: ObjectLiteral) =>
  String(row.title?.tr || row.title?.en || row.slug || `#${row.id}`);

const KINDS: Record<TrashType, Kind> = {
  project: { entity: Project, cache: PROJECTS_CACHE, select: ['title', 'slug'], title: localizedTitle },
  blog_post: { entity: BlogPost, cache: BLOG_CACHE, select: ['title', 'slug'], title: localizedTitle },
  slider: {
    entity: Slider,
    cache: SLIDERS_CACHE,
    select: ['title'],
    title: (row) => String(row.title?.tr || `Slayt #${row.id}`),
  },
  contact_request: {
    entity: ContactRequest,
    select: ['name'],
    title: (row) => String(row.name || `Talep #${row.id}`),
  },
  // The public grid and brochure show a project's plans, read through the projects' cache.
  payment_plan: {
    entity: PaymentPlan,
    cache: PROJECTS_CACHE,
    select: ['name'],
    title: (row) => String(row.name?.tr || `Ödeme planı #${row.id}`),
  },
  // The sealed secret stays out of the log, as it does when the endpoint is added or changed.
  webhook: {
    entity: WebhookEndpoint,
    select: ['url'],
    title: (row) => String(row.url || `Webhook #${row.id}`),
    audited: ['url', 'events', 'active'],
  },
};

const pick = (row: ObjectLiteral, names?: string[]) =>
  names ? Object.fromEntries(names.map((n) => [n, row[n]])) : row;

const columns = (...names: string[]) => Object.fromEntries(names.map((n) => [n, true]));

export const purgeAt = (deletedAt: Date) => new Date(deletedAt.getTime() + TRASH_KEEP_DAYS * DAY_MS);

@Injectable()
export class TrashService {
  private readonly logger = new Logger('Trash');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: HttpCache,
    private readonly audit: AuditService,
    private readonly versions: VersionsService,
  ) {}

  /** A page of the trash, the most recently deleted first: the four tables' trashed rows ordered and cut
   *  by one UNION ALL query (on the deleted_at indexes), then the page's titles read by id. */
  async list(query: ListTrashQuery = {}): Promise<Page<TrashItemDto>> {
    const { page, per_page, skip, take } = pageWindow(query, 'trash');
    const types = query.type ? [query.type] : (Object.keys(KINDS) as TrashType[]);
    const escape = (name: string) => this.dataSource.driver.escape(name);
    // The type names and table names are this file's own constants, never the request's text.
    const parts = types.map(
      (type) =>
        `SELECT '${type}' AS type, id, deleted_at FROM ${escape(this.dataSource.getMetadata(KINDS[type].entity).tableName)} WHERE deleted_at IS NOT NULL`,
    );
    const rows: { type: TrashType; id: number | string }[] = await this.dataSource.query(
      `SELECT type, id FROM (${parts.join(' UNION ALL ')}) trashed ORDER BY deleted_at DESC, id DESC LIMIT ${Number(take)} OFFSET ${Number(skip)}`,
    );
    const counts = await Promise.all(
      types.map((type) =>
        this.dataSource
          .getRepository(KINDS[type].entity)
          .count({ where: { deleted_at: Not(IsNull()) }, withDeleted: true }),
      ),
    );
    const found = new Map<string, TrashItemDto>();
    for (const type of types) {
      const ids = rows.filter((r) => r.type === type).map((r) => Number(r.id));
      if (ids.length === 0) continue;
      const kind = KINDS[type];
      const records = await this.dataSource.getRepository(kind.entity).find({
        where: { id: In(ids), deleted_at: Not(IsNull()) },
        withDeleted: true,
        select: columns('id', 'deleted_at', 'deleted_by', ...kind.select),
      });
      for (const row of records) {
        const deletedAt = new Date(row.deleted_at);
        found.set(`${type} ${row.id}`, {
          type,
          id: row.id,
          title: kind.title(row),
          deleted_at: deletedAt.toISOString(),
          deleted_by: row.deleted_by ?? '',
          purge_at: purgeAt(deletedAt).toISOString(),
        });
      }
    }
    const items = rows.flatMap((r) => found.get(`${r.type} ${Number(r.id)}`) ?? []);
    return { items, total: counts.reduce((a, b) => a + b, 0), page, per_page };
  }

  /** Back where it was (its slug was reserved meanwhile); 404 when it is not in the trash. */
  async restore(type: TrashType, id: number): Promise<void> {
    const kind = KINDS[type];
    const repo = this.dataSource.getRepository(kind.entity);
    const row = await repo.findOne({ where: { id, deleted_at: Not(IsNull()) }, withDeleted: true });
    if (!row) throw new DomainError('not_found');
    await repo.update({ id, deleted_at: Not(IsNull()) }, { deleted_at: null, deleted_by: '' });
    if (kind.cache) this.cache.invalidate(kind.cache);
    const restored = { ...row, deleted_at: null, deleted_by: '' };
    // Before and after: the log shows what a restore changed (out of the trash), not the whole record.
    await this.audit.record({
      action: 'restore',
      type,
      id,
      title: kind.title(row),
      before: pick(row, kind.audited),
      after: pick(restored, kind.audited),
    });
    if (isVersionedType(type)) await this.versions.keep(type, id, restored, { before: restored });
  }

  /** Deleted for good, now (the admin confirmed); 404 when it is not in the trash. */
  async destroy(type: TrashType, id: number): Promise<void> {
    const kind = KINDS[type];
    const row = await this.dataSource.getRepository(kind.entity).findOne({
      where: { id, deleted_at: Not(IsNull()) },
      withDeleted: true,
      select: columns('id', ...kind.select),
    });
    if (!row) throw new DomainError('not_found');
    const deleted = await this.deleteRows(type, [id]);
    if (!deleted) throw new DomainError('not_found');
    await this.audit.record({ action: 'purge', type, id, title: kind.title(row) });
  }

  /** Deletes for good what has been in the trash longer than 30 days. Safe to run on several instances
   *  at once: each DELETE names rows that are still there and older than the cutoff, so a second run
   *  deletes nothing. Uploaded files the items alone used stay in storage
   *  (docs/decisions/0111-trash-soft-delete.md). */
  async purge(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - TRASH_KEEP_DAYS * DAY_MS);
    let total = 0;
    for (const [type, kind] of Object.entries(KINDS) as [TrashType, Kind][]) {
      const rows = await this.dataSource.getRepository(kind.entity).find({
        where: { deleted_at: LessThan(cutoff) },
        withDeleted: true,
        select: columns('id'),
        take: 1000,
      });
      if (!rows.length) continue;
      const count = await this.deleteRows(
        type,
        rows.map((r) => r.id),
        cutoff,
      );
      total += count;
      if (count) this.logger.log(`purged ${count} ${type} item(s) trashed before ${cutoff.toISOString()}`);
    }
    return total;
  }

  /** Deletes trashed rows (older than `before` when given), with a contact request's status history (an
   *  endpoint's deliveries and a project's plans go by their foreign keys' cascade). */
  private async deleteRows(type: TrashType, ids: number[], before?: Date): Promise<number> {
    const kind = KINDS[type];
    return this.dataSource.transaction(async (manager) => {
      const where = { id: In(ids), deleted_at: before ? LessThan(before) : Not(IsNull()) };
      const { affected } = await manager.getRepository(kind.entity).delete(where);
      if (type === 'contact_request' && affected) {
        // Only rows that are gone: another instance may have purged some already, and nothing else refers to them.
        const left = await manager
          .getRepository(ContactRequest)
          .find({ where: { id: In(ids) }, withDeleted: true, select: { id: true } });
        const gone = ids.filter((id) => !left.some((r) => r.id === id));
        if (gone.length) await manager.delete(ContactStatusChange, { contact_id: In(gone) });
      }
      return affected ?? 0;
    });
  }
}
