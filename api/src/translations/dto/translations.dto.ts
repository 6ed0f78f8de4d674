import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LANGS, type Lang } from '@konak/contract';

export const CHECKED_TYPES = ['project', 'blog_post', 'slider', 'about', 'banner', 'settings'] as const;
export type CheckedType = (typeof CHECKED_TYPES)[number];

/** One field in one language that needs a translator, and where to fix it. */
export class TranslationProblemDto {
  @ApiProperty({ enum: CHECKED_TYPES }) type: CheckedType;
  @ApiProperty({ description: 'the record; the admin opens its form' }) id: number;
  @ApiProperty({ description: "the record's Turkish title (or its slug)" }) title: string;
  @ApiProperty({ description: 'dotted path of the text, e.g. title or features.2.title' }) field: string;
  @ApiProperty({ enum: LANGS }) lang: Lang;
  @ApiProperty({ enum: ['missing', 'copied'], description: 'empty while another language has text, or a copy of an earlier language' }) issue: 'missing' | 'copied';
  @ApiPropertyOptional({ enum: LANGS, description: 'for a copy: the language it repeats' }) same_as?: Lang;
}

export class TranslationReportDto {
  @ApiProperty({ description: 'every problem found (items may stop earlier)' }) total: number;
  @ApiProperty({ description: 'records with at least one problem' }) records: number;
  @ApiProperty({ type: [TranslationProblemDto], description: 'projects first, then posts, sliders, about, banner, settings' }) items: TranslationProblemDto[];
}
