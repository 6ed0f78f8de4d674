import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type FindOptionsSelect, type FindOptionsWhere, type Repository } from 'typeorm';
import { pageWindow, type Page, type PageQuery } from '../common/paging.js';
import { Clock } from '../common/clock.js';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/errors.js';
import { HttpCache } from '../common/http-cache.js';
import { VersionsService } from '../versions/versions.service.js';
import { WebhookEvents } from '../webhooks/webhook-events.js';
import { definedOnly } from '../common/objects.js';
import { EMPTY_LOCALIZED } from '../common/validators.js';
import { nextPublication, VISIBLE, type PublicationInput } from '../publishing/publication-rules.js';
import { assertSlugFree, moveToTrash } from '../trash/trash-rules.js';
import { BlogPost } from './blog-post.entity.js';
import type { ListFields } from '../common/list-fields.js';
import type { CreateBlogPostDto, UpdateBlogPostDto } from './dto/blog-post.dto.js';

export const BLOG_CACHE = 'blog';

export interface BlogFilter extends PageQuery {
  /** Drafts and scheduled posts are for administrators only. */
  includeDrafts: boolean;
  featured?: boolean;
  /** The older name of per_page. */
  limit?: number;
  fields?: ListFields;
}

/** Posts the sitemap reads per query (slugs only: a few dozen bytes each). */
export const SITEMAP_BATCH = 1000;

@Injectable()
export class BlogService {
  constructor(
    @InjectRepository(BlogPost) private readonly repo: Repository<BlogPost>,
    private readonly cache: HttpCache,
    private readonly versions: VersionsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly webhooks: WebhookEvents,
  ) {}

  /** One page of posts, newest first, with the number of posts over all pages (counted in SQL). */
  async list(
    { includeDrafts, featured, limit, fields, ...query }: BlogFilter = { includeDrafts: false },
  ): Promise<Page<BlogPost>> {
    const where: FindOptionsWhere<BlogPost> = {};
    if (!includeDrafts) Object.assign(where, VISIBLE);
    if (featured !== undefined) where.featured = featured;
    const window = pageWindow({ page: query.page, per_page: query.per_page ?? limit }, 'blog');
    const select = fields === 'summary' ? this.summaryColumns() : undefined;
    // Counted apart: findAndCount with a column list counts nothing on SQLite.
    const [items, total] = await Promise.all([
      this.repo.find({
        where,
        select,
        order: { date: 'DESC', id: 'DESC' },
        skip: window.skip,
        take: window.take,
      }),
      this.repo.countBy(where),
    ]);
    return { items, total, page: window.page, per_page: window.per_page };
  }

  /** Every column but `content`. */
  private summaryColumns(): FindOptionsSelect<BlogPost> {
    return Object.fromEntries(
      this.repo.metadata.columns
        .filter((c) => c.propertyName !== 'content')
        .map((c) => [c.propertyName, true]),
    );
  }

  /** Published posts' slugs and dates, oldest id first, after `afterId`: the sitemap reads them a batch
   *  at a time (keyset paging on the primary key, so a deep batch costs what the first does). */
  sitemapBatch(
    afterId: number,
    take = SITEMAP_BATCH,
    skip = 0,
  ): Promise<Pick<BlogPost, 'id' | 'slug' | 'updated_at'>[]> {
    return this.repo.find({
      select: { id: true, slug: true, updated_at: true },
      where: { ...VISIBLE, id: MoreThan(afterId) },
      order: { id: 'ASC' },
      skip,
      take,
    });
  }

  /** Published posts (the sitemap's size). */
  countPublished(): Promise<number> {
    return this.repo.countBy(VISIBLE);
  }

  /** The post with this slug, or null (also for a draft when drafts are not included). */
  findBySlug(
    slug: string,
    { includeDrafts }: { includeDrafts: boolean } = { includeDrafts: false },
  ): Promise<BlogPost | null> {
    return this.repo.findOneBy(includeDrafts ? { slug } : { slug, ...VISIBLE });
  }

  async create(input: CreateBlogPostDto): Promise<BlogPost> {
    await assertSlugFree(this.repo, input.slug);
    const { published: _p, publication: _pub, publish_at: _at, ...fields } = input;
    const post = this.repo.create({
      image: '',
      category: 'BLOG',
      tags: [],
      author: 'Admin',
      featured: false,
      meta_title: EMPTY_LOCALIZED(),
      meta_description: EMPTY_LOCALIZED(),
      ...definedOnly(fields),
      date: new Date(input.date),
      ...nextPublication(publicationInput(input), undefined, this.clock.now()),
    });
    const saved = await this.repo.save(post);
    this.cache.invalidate(BLOG_CACHE);
    await this.versions.keep('blog_post', saved.id, saved);
    await this.audit.record({
      action: 'create',
      type: 'blog_post',
      id: saved.id,
      title: saved.title,
      after: saved,
    });
    if (saved.publication === 'published') await this.webhooks.published('post', saved);
    return saved;
  }

  async update(id: number, input: UpdateBlogPostDto): Promise<BlogPost> {
    const post = await this.repo.findOneBy({ id });
    if (!post) throw new DomainError('not_found');
    const before = { ...post };
    if (input.slug && input.slug !== post.slug) await assertSlugFree(this.repo, input.slug, id);
    const { date, published: _p, publication: _pub, publish_at: _at, ...rest } = input;
    const now = this.clock.now();
    Object.assign(post, definedOnly(rest), nextPublication(publicationInput(input), post, now));
    if (date) post.date = new Date(date);
    // A scheduled post is dated the day it was to go live (the admin's form sets it); published by hand
    // before then, it is dated the moment it went live — visitors never read a day still to come.
    if (before.publication === 'scheduled' && post.publication === 'published' && post.date > now)
      post.date = now;
    const saved = await this.repo.save(post);
    this.cache.invalidate(BLOG_CACHE);
    await this.versions.keep('blog_post', saved.id, saved, { before });
    await this.audit.record({
      action: 'update',
      type: 'blog_post',
      id,
      title: saved.title,
      before,
      after: saved,
    });
    if (saved.publication === 'published' && before.publication !== 'published')
      await this.webhooks.published('post', saved);
    return saved;
  }

  /** To the trash (restored or deleted for good from there, api/src/trash). */
  async remove(id: number, by: string): Promise<void> {
    const row = await this.repo.findOneBy({ id });
    await moveToTrash(this.repo, id, by, this.clock.now());
    this.cache.invalidate(BLOG_CACHE);
    await this.audit.record({ action: 'delete', type: 'blog_post', id, title: row?.title });
  }
}

/** `published: true/false`, the older shorthand, when `publication` is not given. */
function publicationInput({ published, publication, publish_at }: UpdateBlogPostDto): PublicationInput {
  return {
    publication: publication ?? (published === undefined ? undefined : published ? 'published' : 'draft'),
    publish_at,
  };
}
