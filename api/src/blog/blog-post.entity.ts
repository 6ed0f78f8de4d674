import { AfterInsert, AfterLoad, AfterUpdate, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import {
  CreatedAt,
  JsonColumn,
  TextColumn,
  UpdatedAt,
  UrlColumn,
  type Localized,
} from '../database/columns.js';
import { PublicationColumn, PublishAtColumn, type Publication } from '../publishing/publication-columns.js';
import { DeletedAt, DeletedBy } from '../trash/trash-columns.js';

@Entity('blog_posts')
// A page of posts, newest first, and its count, each from one index: visitors' (published, not in the
// trash) and the administrators' (not in the trash).
@Index('IDX_blog_posts_public_order', ['publication', 'deleted_at', 'date', 'id'])
@Index('IDX_blog_posts_order', ['deleted_at', 'date', 'id'])
export class BlogPost {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 160 })
  slug: string;

  @JsonColumn() title: Localized;
  @JsonColumn() excerpt: Localized;
  @JsonColumn() content: Localized;
  @UrlColumn() image: string;
  @TextColumn(80, { default: 'BLOG' }) category: string;
  /** Each tag in tr, en, ru. Rows and versions written before tags were translated hold plain strings:
   *  read as Turkish tags not yet translated (below). */
  @JsonColumn() tags: Localized[];
  @TextColumn(120, { default: 'Admin' }) author: string;

  @Index()
  @Column({ default: false })
  featured: boolean;

  @PublicationColumn() publication: Publication;
  @PublishAtColumn() publish_at: Date | null;

  /** Not stored: true exactly when the post is published. The API's older flag, still answered and
   *  accepted (true/false = published/draft) so earlier clients keep working. */
  published: boolean;
  @AfterLoad()
  @AfterInsert()
  @AfterUpdate()
  protected derivePublished() {
    this.published = this.publication === 'published';
    if (Array.isArray(this.tags))
      this.tags = this.tags.map((tag: Localized | string) =>
        typeof tag === 'string' ? { tr: tag, en: '', ru: '' } : tag,
      );
  }

  @Index()
  @Column()
  date: Date;

  @JsonColumn() meta_title: Localized;
  @JsonColumn() meta_description: Localized;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
  @DeletedAt() deleted_at: Date | null;
  @DeletedBy() deleted_by: string;
}
