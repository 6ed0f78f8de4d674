import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { JsonColumn, TextColumn, UrlColumn, type Localized } from '../database/columns.js';
import { DeletedAt, DeletedBy } from '../trash/trash-columns.js';

export type MediaType = 'image' | 'video';

@Entity('sliders')
export class Slider {
  @PrimaryGeneratedColumn()
  id: number;

  /** 1 is the home hero, 2 the intro block. "order" is reserved in SQL, hence the column name. */
  @Index()
  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  order: number;

  @Index()
  @Column({ default: true })
  active: boolean;

  @JsonColumn() title: Localized;
  @JsonColumn() subtitle: Localized;
  @JsonColumn() description: Localized;
  @JsonColumn() cta_text: Localized;
  @UrlColumn() cta_link: string;
  @TextColumn(8, { default: 'image' }) media_type: MediaType;
  @UrlColumn() media_url: string;
  @UrlColumn() image_url: string;
  @DeletedAt() deleted_at: Date | null;
  @DeletedBy() deleted_by: string;
}
