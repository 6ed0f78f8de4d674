import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsISO8601,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { LANGS, LIMITS, SLUG_PATTERN } from '@konak/contract';
import { ListFieldsParam, type ListFields } from '../../common/list-fields.js';
import { PageQuery } from '../../common/paging.js';
import {
  IsLocalized,
  IsMediaUrl,
  IsSlug,
  LocalizedDto,
  normalizeLocalized,
  ToBoolean,
  ToInt,
} from '../../common/validators.js';
import {
  PublicationField,
  PublicationInputField,
  PublishAtField,
  PublishAtInputField,
} from '../../publishing/publication.dto.js';
import type { Publication } from '@konak/contract';

/** Tags, each in tr, en and ru (issue 26: a tag is a visitor's text too). They come as a list of
 *  {tr, en, ru}, or — older clients, the admin's comma-separated text — as plain strings: a Turkish tag
 *  not yet translated. Trimmed; a tag empty in every language is dropped. */
const Tags = () =>
  Transform(({ value }) => {
    const list = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(list)) return list;
    return list
      .map((tag) => {
        const text = typeof tag === 'string' ? { tr: tag, en: '', ru: '' } : normalizeLocalized(tag);
        if (
          !text ||
          typeof text !== 'object' ||
          Array.isArray(text) ||
          !LANGS.every((l) => typeof (text as Record<string, unknown>)[l] === 'string')
        )
          return text;
        const t = text as Record<string, string>;
        return { tr: t.tr.trim(), en: t.en.trim(), ru: t.ru.trim() };
      })
      .filter(
        (tag) =>
          !(tag && typeof tag === 'object' && LANGS.every((l) => (tag as Record<string, unknown>)[l] === '')),
      );
  });

/** Each tag a {tr, en, ru} of texts at most LIMITS.tag long. */
const IsTagList = () =>
  ValidateBy({
    name: 'isTagList',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.every(
          (tag) =>
            !!tag &&
            typeof tag === 'object' &&
            !Array.isArray(tag) &&
            Object.keys(tag).every((k) => (LANGS as readonly string[]).includes(k)) &&
            LANGS.every((l) => typeof tag[l] === 'string' && tag[l].length <= LIMITS.tag),
        ),
      defaultMessage: () =>
        `Her etiket Türkçe, İngilizce ve Rusça metinleri olan bir nesne olmalı; bir etiket en fazla ${LIMITS.tag} karakter olabilir`,
    },
  });

/** SPEC §5: slug, date, and title, excerpt and content in each of tr, en, ru; the rest optional. */
export class CreateBlogPostDto {
  @ApiProperty({ pattern: SLUG_PATTERN.source }) @IsSlug() slug: string;
  @IsLocalized({ required: 'tr' }) title: LocalizedDto;
  @IsLocalized({ required: 'tr' }) excerpt: LocalizedDto;
  @IsLocalized({ required: 'tr', maxLength: LIMITS.content }) content: LocalizedDto;
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() image?: string;
  @ApiPropertyOptional({ default: 'BLOG' })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.category)
  category?: string;
  @ApiPropertyOptional({
    type: [LocalizedDto],
    description: 'each tag in tr, en, ru; a plain string is a Turkish tag not yet translated',
  })
  @IsOptional()
  @Tags()
  @IsArray()
  @ArrayMaxSize(LIMITS.tags)
  @IsTagList()
  tags?: LocalizedDto[];
  @ApiPropertyOptional({ default: 'Admin' })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.author)
  author?: string;
  @ApiPropertyOptional({ default: false }) @IsOptional() @ToBoolean() @IsBoolean() featured?: boolean;
  @ApiPropertyOptional({
    default: true,
    description: 'Older shorthand: true = published, false = draft (publication wins)',
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  published?: boolean;
  @PublicationInputField() publication?: Publication;
  @PublishAtInputField() publish_at?: string | null;
  @ApiProperty({ description: 'YYYY-MM-DD or a full ISO timestamp', example: '2024-01-15T00:00:00.000Z' })
  @IsISO8601({ strict: true }, { message: 'Geçerli bir tarih girin (YYYY-AA-GG)' })
  date: string;
  @IsOptional() @IsLocalized() meta_title?: LocalizedDto;
  @IsOptional() @IsLocalized() meta_description?: LocalizedDto;
}

export class UpdateBlogPostDto extends PartialType(CreateBlogPostDto) {}

/** `?page=&per_page=` (12 by default), `featured`, `limit` (the older name of per_page) and `fields`. */
export class ListBlogQuery extends PageQuery {
  @ApiPropertyOptional() @IsOptional() @ToBoolean() @IsBoolean() featured?: boolean;
  @ApiPropertyOptional({ minimum: 1, maximum: 100, description: 'older name of per_page (per_page wins)' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
  @ListFieldsParam('every field but content (cards and teasers)')
  fields?: ListFields;
}

export class BlogPostDto {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() title: LocalizedDto;
  @ApiProperty() excerpt: LocalizedDto;
  @ApiProperty() content: LocalizedDto;
  @ApiProperty() image: string;
  @ApiProperty() category: string;
  @ApiProperty({ type: [LocalizedDto] }) tags: LocalizedDto[];
  @ApiProperty() author: string;
  @ApiProperty() featured: boolean;
  @ApiProperty({ description: 'publication is published' }) published: boolean;
  @PublicationField() publication: Publication;
  @PublishAtField() publish_at: string | null;
  @ApiProperty({ format: 'date-time' }) date: string;
  @ApiProperty() meta_title: LocalizedDto;
  @ApiProperty() meta_description: LocalizedDto;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}
