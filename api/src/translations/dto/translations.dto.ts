import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Matches, MaxLength, Min } from 'class-validator';
import { LANGS, type Lang } from '@konak/contract';

export const CHECKED_TYPES = [
  'project',
  'progress_update',
  'blog_post',
  'slider',
  'about',
  'banner',
  'settings',
] as const;
export type CheckedType = (typeof CHECKED_TYPES)[number];

/** One field in one language that needs a translator, and where to fix it. */
export class TranslationProblemDto {
  @ApiProperty({ enum: CHECKED_TYPES }) type: CheckedType;
  @ApiProperty({ description: 'the record; the admin opens its form' }) id: number;
  @ApiPropertyOptional({ description: "for a construction update (type progress_update): its project's id" })
  project_id?: number;
  @ApiProperty({ description: "the record's Turkish title (or its slug)" }) title: string;
  @ApiProperty({ description: 'dotted path of the text, e.g. title or features.2.title' }) field: string;
  @ApiProperty({ enum: LANGS }) lang: Lang;
  @ApiProperty({
    enum: ['missing', 'copied'],
    description: 'empty while another language has text, or a copy of an earlier language',
  })
  issue: 'missing' | 'copied';
  @ApiPropertyOptional({ enum: LANGS, description: 'for a copy: the language it repeats' }) same_as?: Lang;
}

/** A text marked "böyle kalsın": the same in every language on purpose (a name); no longer flagged. */
export class KeptTranslationDto {
  @ApiProperty({ description: 'the mark; DELETE /api/translations/kept/{id} takes it back' }) id: number;
  @ApiProperty({ enum: CHECKED_TYPES }) type: CheckedType;
  @ApiProperty({ description: 'the record' }) record_id: number;
  @ApiPropertyOptional({ description: "for a construction update: its project's id" }) project_id?: number;
  @ApiProperty({ description: "the record's Turkish title" }) title: string;
  @ApiProperty() field: string;
  @ApiProperty({ description: 'the text kept as it is' }) text: string;
  @ApiProperty() created_by: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class TranslationReportDto {
  @ApiProperty({ description: 'every problem found (items may stop earlier)' }) total: number;
  @ApiProperty({ description: 'records with at least one problem' }) records: number;
  @ApiProperty({
    type: [TranslationProblemDto],
    description:
      'projects first (each followed by its construction updates), then posts, sliders, about, banner, settings',
  })
  items: TranslationProblemDto[];
  @ApiProperty({
    type: [KeptTranslationDto],
    description: 'texts marked "böyle kalsın" whose text is still the one marked',
  })
  kept: KeptTranslationDto[];
}

/** POST /api/translations/kept: the field whose text stays the same in every language. */
export class KeepTranslationDto {
  @ApiProperty({ enum: CHECKED_TYPES })
  @IsIn(CHECKED_TYPES, { message: 'Geçersiz içerik türü' })
  type: CheckedType;
  @ApiProperty() @IsInt() @Min(1) id: number;
  @ApiProperty({ example: 'title' })
  @IsString()
  @MaxLength(160)
  @Matches(/^[a-z_]+(\.[a-z0-9_]+)*$/, { message: 'Geçersiz alan' })
  field: string;
}
