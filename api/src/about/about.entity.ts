import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { JsonColumn, UrlColumn, type Localized } from '../database/columns.js';

/** The about page. Kept as a list for the old clients (SPEC §3); the first record is the page. */
@Entity('about')
export class About {
  @PrimaryGeneratedColumn()
  id: number;

  @UrlColumn() image: string;
  @JsonColumn() title: Localized;
  @JsonColumn() subtitle: Localized;
  @JsonColumn() description: Localized;
  @JsonColumn() mission: Localized;
  @JsonColumn() vision: Localized;
}
