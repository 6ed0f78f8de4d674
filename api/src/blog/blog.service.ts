import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type FindOptionsWhere, type Repository } from 'typeorm';
import { DomainError } from '../common/errors.js';
import { HttpCache } from '../common/http-cache.js';
import { definedOnly } from '../common/objects.js';
import { EMPTY_LOCALIZED } from '../common/validators.js';
import { BlogPost } from './blog-post.entity.js';
import type { CreateBlogPostDto, UpdateBlogPostDto } from './dto/blog-post.dto.js';

export const BLOG_CACHE = 'blog';

export interface BlogFilter {
  /** Drafts (published = false) are for administrators only. */
  includeDrafts: boolean;
  featured?: boolean;
  limit?: number;
}

@Injectable()
export class BlogService {
  constructor(
    @InjectRepository(BlogPost) private readonly repo: Repository<BlogPost>,
    private readonly cache: HttpCache,
  ) {}

  /** Posts, newest first. */
  list({ includeDrafts, featured, limit }: BlogFilter = { includeDrafts: false }): Promise<BlogPost[]> {
    const where: FindOptionsWhere<BlogPost> = {};
    if (!includeDrafts) where.published = true;
    if (featured !== undefined) where.featured = featured;
    return this.repo.find({ where, order: { date: 'DESC', id: 'DESC' }, take: limit });
  }

  /** The post with this slug, or null (also for a draft when drafts are not included). */
  findBySlug(slug: string, { includeDrafts }: { includeDrafts: boolean } = { includeDrafts: false }): Promise<BlogPost | null> {
    return this.repo.findOneBy(includeDrafts ? { slug } : { slug, published: true });
  }

  async create(input: CreateBlogPostDto): Promise<BlogPost> {
    await this.assertSlugFree(input.slug);
    const post = this.repo.create({
      image: '',
      category: 'BLOG',
      tags: [],
      author: 'Admin',
      featured: false,
      published: true,
      meta_title: EMPTY_LOCALIZED(),
      meta_description: EMPTY_LOCALIZED(),
      ...definedOnly(input),
      date: new Date(input.date),
    });
    const saved = await this.repo.save(post);
    this.cache.invalidate(BLOG_CACHE);
    return saved;
  }

  async update(id: number, input: UpdateBlogPostDto): Promise<BlogPost> {
    const post = await this.repo.findOneBy({ id });
    if (!post) throw new DomainError('not_found');
    if (input.slug && input.slug !== post.slug) await this.assertSlugFree(input.slug, id);
    const { date, ...rest } = input;
    Object.assign(post, definedOnly(rest));
    if (date) post.date = new Date(date);
    const saved = await this.repo.save(post);
    this.cache.invalidate(BLOG_CACHE);
    return saved;
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.repo.delete({ id });
    if (!affected) throw new DomainError('not_found');
    this.cache.invalidate(BLOG_CACHE);
  }

  private async assertSlugFree(slug: string, exceptId?: number) {
    const where: FindOptionsWhere<BlogPost> = exceptId ? { slug, id: Not(exceptId) } : { slug };
    if (await this.repo.existsBy(where)) throw new DomainError('slug_taken');
  }
}
