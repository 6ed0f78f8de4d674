import { ListFieldsParam, type ListFields } from '../../common/list-fields.js';
import { PageQuery } from '../../common/paging.js';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { LANGS, SLUG_PATTERN, type Lang } from '@konak/contract';
import {
  IsLocalized,
  IsMediaUrl,
  IsSlug,
  LocalizedDto,
  ToBoolean,
  ToInt,
  TrimList,
} from '../../common/validators.js';
import {
  PublicationField,
  PublicationInputField,
  PublishAtField,
  PublishAtInputField,
} from '../../publishing/publication.dto.js';
import type { Publication } from '@konak/contract';
import { ProjectProgressDto } from '../../progress/dto/progress-update.dto.js';
import { UnitSummaryDto } from '../../units/dto/units.dto.js';
import { PROJECT_STATUSES, SHOWCASE_SIZE, type ProjectStatus } from '@konak/contract';
import {
  FeaturesFromTexts,
  ProjectArchitectureDto,
  ProjectArchitectureInput,
  ProjectFeatureDto,
  ProjectFeatureInput,
  ProjectLocationDto,
  ProjectLocationInput,
  ProjectPlanDto,
  ProjectPlanInput,
  TechnicalInfoDto,
  TechnicalInfoInput,
} from './project-parts.dto.js';

const STATUS_MSG = { message: 'Durum completed, ongoing veya planned olmalıdır' };

/** SPEC §5: slug, and title, subtitle and description (Turkish required; English and Russian may wait for
 *  a translator, issue 26); the other tabs optional. */
export class CreateProjectDto {
  @ApiProperty({ pattern: SLUG_PATTERN.source }) @IsSlug() slug: string;
  @IsLocalized({ required: 'tr' }) title: LocalizedDto;
  @IsLocalized({ required: 'tr' }) subtitle: LocalizedDto;
  @IsLocalized({ required: 'tr' }) description: LocalizedDto;
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() logo?: string;
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @TrimList()
  @IsArray()
  @ArrayMaxSize(100)
  @IsMediaUrl({ each: true })
  cover_images?: string[];
  @ApiPropertyOptional() @IsOptional() @ToBoolean() @IsBoolean() featured?: boolean;
  @ApiPropertyOptional({ enum: PROJECT_STATUSES })
  @IsOptional()
  @IsIn(PROJECT_STATUSES, STATUS_MSG)
  status?: ProjectStatus;
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() video_url?: string;
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @TrimList()
  @IsArray()
  @ArrayMaxSize(200)
  @IsMediaUrl({ each: true })
  gallery?: string[];
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() location_image?: string;
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() architecture_image?: string;
  @ApiPropertyOptional({ type: TechnicalInfoInput })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => TechnicalInfoInput)
  technical_info?: TechnicalInfoInput;
  @ApiPropertyOptional({ type: [ProjectFeatureInput] })
  @IsOptional()
  @FeaturesFromTexts()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ProjectFeatureInput)
  features?: ProjectFeatureInput[];
  @ApiPropertyOptional({ type: [ProjectPlanInput] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ProjectPlanInput)
  plans?: ProjectPlanInput[];
  @ApiPropertyOptional({ type: ProjectLocationInput })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ProjectLocationInput)
  location?: ProjectLocationInput;
  @ApiPropertyOptional({ type: ProjectArchitectureInput })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ProjectArchitectureInput)
  architecture?: ProjectArchitectureInput;
  @ApiPropertyOptional({ description: 'Display order, lower first' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  position?: number;
  @PublicationInputField() publication?: Publication;
  @PublishAtInputField() publish_at?: string | null;

  // Sample-data variants (locationText, architectureText): the text of those sections.
  @IsOptional() @IsLocalized({ acceptString: true, documented: false }) location_text?: LocalizedDto;
  @IsOptional() @IsLocalized({ acceptString: true, documented: false }) architecture_text?: LocalizedDto;
}

export class UpdateProjectDto extends PartialType(CreateProjectDto) {}

/** `featured`, `status`, and the paging convention (50 by default; `limit` is the older name of per_page). */
export class ListProjectsQuery extends PageQuery {
  @ApiPropertyOptional() @IsOptional() @ToBoolean() @IsBoolean() featured?: boolean;
  @ApiPropertyOptional({ enum: PROJECT_STATUSES })
  @IsOptional()
  @IsIn(PROJECT_STATUSES, STATUS_MSG)
  status?: ProjectStatus;
  @ApiPropertyOptional({ minimum: 1, maximum: 100 })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
  @ListFieldsParam('ProjectSummaryDto items — the fields a list card shows, the translation state computed')
  fields?: ListFields;
  @ApiPropertyOptional({
    description: `The home page showcase: the featured projects, or the first ones by position when none is featured — at most ${SHOWCASE_SIZE}, paged within them`,
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  showcase?: boolean;
}

export class ProjectDto {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() title: LocalizedDto;
  @ApiProperty() subtitle: LocalizedDto;
  @ApiProperty() description: LocalizedDto;
  @ApiProperty() logo: string;
  @ApiProperty({ type: [String] }) cover_images: string[];
  @ApiProperty() featured: boolean;
  @ApiProperty({ enum: PROJECT_STATUSES }) status: ProjectStatus;
  @ApiProperty() video_url: string;
  @ApiProperty({ type: [String] }) gallery: string[];
  @ApiProperty() location_image: string;
  @ApiProperty() architecture_image: string;
  @ApiProperty() technical_info: TechnicalInfoDto;
  @ApiProperty({ type: [ProjectFeatureDto] }) features: ProjectFeatureDto[];
  @ApiProperty({ type: [ProjectPlanDto] }) plans: ProjectPlanDto[];
  @ApiProperty() location: ProjectLocationDto;
  @ApiProperty() architecture: ProjectArchitectureDto;
  // Optional in the contract only: the admin's drafts predate it; answers always carry it.
  @ApiPropertyOptional({ description: 'Display order, lower first' }) position: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @PublicationField() publication: Publication;
  @PublishAtField() publish_at: string | null;
  @ApiPropertyOptional({
    type: ProjectProgressDto,
    nullable: true,
    description: 'List items: the latest construction update of an ongoing project, else null',
  })
  progress?: ProjectProgressDto | null;
  @ApiPropertyOptional({
    type: UnitSummaryDto,
    nullable: true,
    description: 'List items and the page: {total, available} of its units, null without units',
  })
  units?: UnitSummaryDto | null;
}

/** Characters of each language's description a summary keeps (a card shows 100). */
export const SUMMARY_EXCERPT = 160;

/** A project as a list shows it (`GET /projects?fields=summary`): an admin page of 50 projects is a few
 *  kB instead of their whole texts, plans and galleries. */
export class ProjectSummaryDto {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() title: LocalizedDto;
  @ApiProperty() subtitle: LocalizedDto;
  @ApiProperty({ description: `The description's first ${SUMMARY_EXCERPT} characters in each language` })
  excerpt: LocalizedDto;
  @ApiProperty() logo: string;
  @ApiProperty({ description: 'The first cover image, else the first gallery image, else ""' }) cover: string;
  @ApiProperty() featured: boolean;
  @ApiProperty({ enum: PROJECT_STATUSES }) status: ProjectStatus;
  @ApiProperty({ description: 'Display order, lower first' }) position: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @PublicationField() publication: Publication;
  @PublishAtField() publish_at: string | null;
  @ApiProperty({ type: UnitSummaryDto, nullable: true }) units: UnitSummaryDto | null;
  @ApiProperty({
    type: ProjectProgressDto,
    nullable: true,
    description:
      'The latest construction update of an ongoing project (the progress bar of its card), else null',
  })
  progress: ProjectProgressDto | null;
  @ApiProperty({
    enum: LANGS,
    isArray: true,
    description:
      'Languages some text of which is still empty while Turkish has it (contract missingLanguages)',
  })
  missing_languages: Lang[];
}
