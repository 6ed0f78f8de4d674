import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsInt,
  IsOptional,
  Min,
  ValidateIf,
  ValidateNested,
  registerDecorator,
} from 'class-validator';
import {
  isIsoDate,
  isPercent,
  isProgressPhase,
  LIMITS,
  PROGRESS_LIMITS,
  PROGRESS_PHASES,
  type ProgressPhase,
} from '@konak/contract';
import { IsLocalized, IsMediaUrl, LocalizedDto, ToInt, TrimList } from '../../common/validators.js';

/** A check of the contract's with its own Turkish message (the pipe keeps messages of custom checks). */
const rule =
  (name: string, message: string, test: (value: unknown) => boolean) =>
  () =>
  (target: object, propertyName: string) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      options: { message },
      validator: { validate: test },
    });

/** YYYY-MM-DD, a date that exists. */
const IsIsoDate = rule(
  'isIsoDate',
  'Tarih YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır (ör. 2026-05-31)',
  isIsoDate,
);
const IsPercent = rule('isPercent', 'Yüzde 0 ile 100 arasında bir tam sayı olmalıdır', isPercent);
const IsPhase = rule(
  'isProgressPhase',
  `Aşama şunlardan biri olmalıdır: ${PROGRESS_PHASES.join(', ')}`,
  isProgressPhase,
);

export class PhasePercentInput {
  @ApiProperty({ enum: PROGRESS_PHASES }) @IsPhase() key: ProgressPhase;
  @ApiProperty({ minimum: 0, maximum: 100 }) @ToInt() @IsPercent() percent: number;
}

export class CreateProgressUpdateDto {
  @ApiProperty() @ToInt() @IsInt() @Min(1) project_id: number;
  @ApiProperty({ format: 'date', example: '2026-05-31' }) @IsIsoDate() date: string;
  // Turkish only, as blog posts (issue 26): English and Russian may wait for a translator; the site shows
  // the Turkish with its "only in Turkish" note, and Çeviri Kontrolü lists the empty texts.
  @IsLocalized({ required: 'tr', maxLength: LIMITS.progressTitle }) title: LocalizedDto;
  @IsOptional() @IsLocalized() text?: LocalizedDto;
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @TrimList()
  @IsArray()
  @ArrayMaxSize(PROGRESS_LIMITS.photos, {
    message: `En fazla ${PROGRESS_LIMITS.photos} fotoğraf eklenebilir`,
  })
  @IsMediaUrl({ each: true })
  photos?: string[];
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() video_url?: string;
  @ApiPropertyOptional({ type: [PhasePercentInput] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PROGRESS_PHASES.length)
  @ArrayUnique((p: PhasePercentInput) => p?.key, { message: 'Her aşama bir kez yer alabilir' })
  @ValidateNested({ each: true })
  @Type(() => PhasePercentInput)
  phases?: PhasePercentInput[];
  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'null or "" when not announced',
  })
  @IsOptional()
  @ValidateIf((o: CreateProgressUpdateDto) => o.expected_handover !== null && o.expected_handover !== '')
  @IsIsoDate()
  expected_handover?: string | null;
}

/** The project stays the one the update was created for. */
export class UpdateProgressUpdateDto extends PartialType(
  OmitType(CreateProgressUpdateDto, ['project_id'] as const),
) {}

export class ProgressOrderDto {
  @ApiProperty({ type: [Number], description: 'Every update id of the project, in the new order' })
  @IsArray()
  @ArrayMaxSize(PROGRESS_LIMITS.updates)
  @ArrayUnique()
  @IsInt({ each: true })
  ids: number[];
}

export class ProgressListQuery {
  @ApiProperty() @ToInt() @IsInt() @Min(1) project_id: number;
}

export class PhasePercentDto {
  @ApiProperty({ enum: PROGRESS_PHASES }) key: ProgressPhase;
  @ApiProperty() percent: number;
}

export class ProgressUpdateDto {
  @ApiProperty() id: number;
  @ApiProperty() project_id: number;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() title: LocalizedDto;
  @ApiProperty() text: LocalizedDto;
  @ApiProperty({ type: [String] }) photos: string[];
  @ApiProperty() video_url: string;
  @ApiProperty({ type: [PhasePercentDto] }) phases: PhasePercentDto[];
  @ApiProperty({ type: String, format: 'date', nullable: true }) expected_handover: string | null;
  @ApiProperty() position: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

/** The latest update's overall completion, on project list items of ongoing projects. */
export class ProjectProgressDto {
  @ApiProperty({ minimum: 0, maximum: 100 }) percent: number;
  @ApiProperty({ format: 'date' }) date: string;
}
