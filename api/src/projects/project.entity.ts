import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ProjectStatus } from '@konak/contract';
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

export interface ProjectUnit {
  type: Localized;
  count: number;
  area: string;
  description: string;
}
export interface TechnicalInfo {
  description: Localized;
  total_units: number;
  iskan_date: string;
  units: ProjectUnit[];
}
export interface ProjectFeature {
  title: Localized;
  description: Localized;
}
/** `key`: stable, [a-z0-9-], unique in the project; units name their type by it (api/src/units/plan-keys.ts). */
export interface ProjectPlan {
  key?: string;
  name: Localized;
  image: string;
  area: string;
  rooms: string;
}
export interface NearbyPlace {
  name: Localized;
  distance: string;
}
export interface ProjectLocation {
  description: Localized;
  map_image: string;
  nearby: NearbyPlace[];
}
export interface ProjectArchitecture {
  title: Localized;
  description: Localized;
}

@Entity('projects')
export class Project {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @JsonColumn() title: Localized;
  @JsonColumn() subtitle: Localized;
  @JsonColumn() description: Localized;
  @UrlColumn() logo: string;
  @JsonColumn() cover_images: string[];

  @Index()
  @Column({ default: false })
  featured: boolean;

  @Index()
  @TextColumn(16, { default: 'ongoing' })
  status: ProjectStatus;

  @UrlColumn() video_url: string;
  @JsonColumn() gallery: string[];
  @UrlColumn() location_image: string;
  @UrlColumn() architecture_image: string;
  @JsonColumn() technical_info: TechnicalInfo;
  @JsonColumn() features: ProjectFeature[];
  @JsonColumn() plans: ProjectPlan[];
  @JsonColumn() location: ProjectLocation;
  @JsonColumn() architecture: ProjectArchitecture;

  /** Display order of the project lists (lower first); ties by id. */
  @Index()
  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;

  @PublicationColumn() publication: Publication;
  @PublishAtColumn() publish_at: Date | null;
  @DeletedAt() deleted_at: Date | null;
  @DeletedBy() deleted_by: string;
}
