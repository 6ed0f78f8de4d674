import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FindOptionsWhere, Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/errors.js';
import { HttpCache } from '../common/http-cache.js';
import { VersionsService } from '../versions/versions.service.js';
import { definedOnly } from '../common/objects.js';
import { EMPTY_LOCALIZED } from '../common/validators.js';
import { nextPublication, VISIBLE, type PublicationInput } from '../publishing/publication-rules.js';
import { assertSlugFree, moveToTrash } from '../trash/trash-rules.js';
import { BlogPost } from './blog-post.entity.js';
import type { CreateBlogPostDto, UpdateBlogPostDto } from './dto/blog-post.dto.js';

export const BLOG_CACHE = 'blog';

export interface BlogFilter {
  /** Drafts and scheduled posts are for administrators only. */
  includeDrafts: boolean;
  featured?: boolean;
  limit?: number;
}

@Injectable()
export class BlogService {
  constructor(
    @InjectRepository(BlogPost) private readonly repo: Repository<BlogPost>,
    private readonly cache: HttpCache,
    private readonly versions: VersionsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Posts, newest first. */
  list({ includeDrafts, featured, limit }: BlogFilter = { includeDrafts: false }): Promise<BlogPost[]> {
    const where: FindOptionsWhere<BlogPost> = {};
    if (!includeDrafts) Object.assign(where, VISIBLE);
    if (featured !== undefined) where.featured = featured;
    return this.repo.find({ where, order: { date: 'DESC', id: 'DESC' }, take: limit });
  }

  /** The post with this slug, or null (also for a draft when drafts are not included). */
  findBySlug(slug: string, { includeDrafts }: { includeDrafts: boolean } = { includeDrafts: false }): Promise<BlogPost | null> {
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
    await this.audit.record({ action: 'create', type: 'blog_post', id: saved.id, title: saved.title, after: saved });
    return saved;
  }

  async update(id: number, input: UpdateBlogPostDto): Promise<BlogPost> {
    const post = await this.repo.findOneBy({ id });
    if (!post) throw new DomainError('not_found');
    const before = { ...post };
    if (input.slug && input.slug !== post.slug) await assertSlugFree(this.repo, input.slug, id);
    const { date, published: _p, publication: _pub, publish_at: _at, ...rest } = input;
    Object.assign(post, definedOnly(rest), nextPublication(publicationInput(input), post, this.clock.now()));
    if (date) post.date = new Date(date);
    const saved = await this.repo.save(post);
    this.cache.invalidate(BLOG_CACHE);
    await this.versions.keep('blog_post', saved.id, saved);
    await this.audit.record({ action: 'update', type: 'blog_post', id, title: saved.title, before, after: saved });
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
  return { publication: publication ?? (published === undefined ? undefined : published ? 'published' : 'draft'), publish_at };
}
