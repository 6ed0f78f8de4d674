import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { JsonColumn, UrlColumn, type Localized } from '../database/columns.js';

@Entity('instagram_banner')
export class InstagramBanner {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ default: true }) active: boolean;
  @JsonColumn() text: Localized;
  @UrlColumn() link: string;
  @UrlColumn() background_image: string;
}
