import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, JsonColumn, TextColumn, UpdatedAt, UrlColumn, type Localized } from '../database/columns.js';

@Entity('blog_posts')
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
  @JsonColumn() tags: string[];
  @TextColumn(120, { default: 'Admin' }) author: string;

  @Index()
  @Column({ default: false })
  featured: boolean;

  @Index()
  @Column({ default: true })
  published: boolean;

  @Index()
  @Column()
  date: Date;

  @JsonColumn() meta_title: Localized;
  @JsonColumn() meta_description: Localized;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
