// Scheduled publishing and preview links of projects and blog posts (issue 14).
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, type EntityTarget } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { loadJwtSecret } from '../auth/jwt-secret.js';
import { BLOG_CACHE } from '../blog/blog.service.js';
import { BlogPost } from '../blog/blog-post.entity.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors.js';
import { HttpCache } from '../common/http-cache.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { PROJECTS_CACHE } from '../projects/projects.service.js';
import { VersionsService } from '../versions/versions.service.js';
import { WebhookEvents } from '../webhooks/webhook-events.js';
import { Project } from '../projects/project.entity.js';
import type { PreviewDto } from './preview.dto.js';
import {
  PREVIEW_TTL_MS,
  previewKey,
  signPreview,
  verifyPreview,
  type PreviewGrant,
} from './preview-token.js';
import type { PublicationType } from './publication-types.js';

const KINDS: Record<PublicationType, { entity: EntityTarget<Project | BlogPost>; cache: string }> = {
  project: { entity: Project, cache: PROJECTS_CACHE },
  blog_post: { entity: BlogPost, cache: BLOG_CACHE },
};

/** Who the audit log names for what the schedule did. */
const SCHEDULER = { userId: null, userName: 'Zamanlanmış yayın' };

@Injectable()
export class PublishingService {
  private readonly logger = new Logger('Publishing');
  private key?: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: HttpCache,
    private readonly audit: AuditService,
    private readonly versions: VersionsService,
    private readonly clock: Clock,
    private readonly webhooks: WebhookEvents,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Publishes every scheduled item whose time has come and drops the caches of the lists, pages and
   *  sitemap that now show it. Safe on several instances at once: each row flips in a conditional
   *  UPDATE, and only the instance that flipped it logs it. */
  async publishDue(now: Date): Promise<number> {
    let total = 0;
    for (const [type, kind] of Object.entries(KINDS) as [
      PublicationType,
      (typeof KINDS)[PublicationType],
    ][]) {
      const repo = this.dataSource.getRepository(kind.entity);
      const due = await repo.find({
        where: { publication: 'scheduled', publish_at: LessThanOrEqual(now) },
        select: { id: true, title: true, slug: true },
        take: 500,
      });
      let flipped = 0;
      for (const row of due) {
        const { affected } = await repo.update(
          { id: row.id, publication: 'scheduled', publish_at: LessThanOrEqual(now) },
          { publication: 'published' },
        );
        if (!affected) continue;
        flipped++;
        await this.audit.record({
          action: 'publish',
          type,
          id: row.id,
          title: row.title,
          after: { publication: 'published' },
          before: { publication: 'scheduled' },
          actor: SCHEDULER,
        });
        const after = await repo.findOneByOrFail({ id: row.id });
        await this.versions.keep(type, row.id, after, {
          actor: SCHEDULER,
          before: { ...after, publication: 'scheduled' },
        });
        await this.webhooks.published(type === 'project' ? 'project' : 'post', after);
      }
      if (flipped) {
        this.cache.invalidate(kind.cache);
        this.logger.log(`published ${flipped} scheduled ${type} item(s)`);
      }
      total += flipped;
    }
    return total;
  }

  /** A preview link's token for a live (not trashed) item, drafts included. */
  async preview(type: PublicationType, id: number): Promise<PreviewDto> {
    const exists = await this.dataSource.getRepository(KINDS[type].entity).existsBy({ id });
    if (!exists) throw new DomainError('not_found');
    const expires = this.clock.now().getTime() + PREVIEW_TTL_MS;
    return {
      token: signPreview(this.previewKey(), { type, id, expires }),
      expires_at: new Date(expires).toISOString(),
    };
  }

  /** The item a preview token lets its holder see, or null. */
  grant(token: unknown): PreviewGrant | null {
    return verifyPreview(this.previewKey(), token, this.clock.now().getTime());
  }

  private previewKey(): Buffer {
    return (this.key ??= previewKey(loadJwtSecret(this.env)));
  }
}
