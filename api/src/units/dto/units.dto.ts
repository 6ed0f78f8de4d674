// The units API's inputs and answers (issue 12's data contract). Rules and limits are the contract's
// (contract/src/units.ts), which the admin applies before sending; messages are Turkish (shown verbatim).
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsInt, IsOptional, Max, Min, ValidateBy, type ValidationOptions } from 'class-validator';
import {
  FOREIGN_BUYER_LIMITS,
  PAGING,
  RU_CURRENCIES,
  UNIT_FACINGS,
  UNIT_LIMITS,
  UNIT_STATUSES,
  isBlockName,
  isPlanKey,
  isRuCurrency,
  isUnitFacing,
  isUnitNumber,
  isUnitStatus,
  type RuCurrency,
  type UnitStatus,
} from '@konak/contract';
import { IsLocalized, LocalizedDto, ToInt } from '../../common/validators.js';

const rule = (
  name: string,
  message: string,
  test: (value: unknown) => boolean,
  options?: ValidationOptions,
) => ValidateBy({ name, validator: { validate: test, defaultMessage: () => message } }, options);

// Own rule names: the validation pipe words the built-in checks (isIn, arrayMaxSize) generically.
const IsStatus = () => rule('isUnitStatus', 'Durum available, reserved veya sold olmalıdır', isUnitStatus);
/** Trimmed text (a block name or unit number typed with a stray space is still the same code). */
const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const IsBlockName = () =>
  rule(
    'isBlockName',
    `Blok adı 1–${UNIT_LIMITS.blockName} karakter olmalı; harf, rakam, nokta, tire veya / içerebilir (ör. A, B2)`,
    isBlockName,
  );
const IsUnitNumber = () =>
  rule(
    'isUnitNumber',
    `Daire no 1–${UNIT_LIMITS.unitNumber} karakter olmalı; harf, rakam, nokta, tire veya / içerebilir (ör. 12, 4A)`,
    isUnitNumber,
  );
export const IsPlanKey = () =>
  rule(
    'isPlanKey',
    `Plan anahtarı en fazla ${UNIT_LIMITS.planKey} karakter; küçük harf, rakam ve tire (ör. plan-1)`,
    isPlanKey,
  );
const IsFacing = () => rule('isFacing', 'Cephe N, NE, E, SE, S, SW, W, NW veya boş olmalıdır', isUnitFacing);

export class CreateBlockDto {
  @ApiProperty({ maxLength: UNIT_LIMITS.blockName, example: 'A' }) @Trim() @IsBlockName() name: string;
}

export class UpdateBlockDto {
  @ApiPropertyOptional({ maxLength: UNIT_LIMITS.blockName })
  @IsOptional()
  @Trim()
  @IsBlockName()
  name?: string;
  @ApiPropertyOptional({ description: 'Display order, lower first' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(0)
  @Max(1000)
  position?: number;
}

export class GenerateUnitsDto {
  @ApiProperty({ minimum: 1, maximum: UNIT_LIMITS.generateFloors })
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(UNIT_LIMITS.generateFloors)
  floors: number;
  @ApiProperty({ minimum: 1, maximum: UNIT_LIMITS.generatePerFloor })
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(UNIT_LIMITS.generatePerFloor)
  units_per_floor: number;
  @ApiProperty({
    minimum: UNIT_LIMITS.minFloor,
    maximum: UNIT_LIMITS.maxFloor,
    description: 'The lowest floor generated (0 = ground)',
  })
  @ToInt()
  @IsInt()
  @Min(UNIT_LIMITS.minFloor)
  @Max(UNIT_LIMITS.maxFloor)
  first_floor: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: "One of the project's plan keys" })
  @IsOptional()
  @IsPlanKey()
  plan_key?: string | null;
}

export class CreateUnitDto {
  @ApiProperty() @ToInt() @IsInt() @Min(1) block_id: number;
  @ApiProperty({ minimum: UNIT_LIMITS.minFloor, maximum: UNIT_LIMITS.maxFloor })
  @ToInt()
  @IsInt()
  @Min(UNIT_LIMITS.minFloor)
  @Max(UNIT_LIMITS.maxFloor)
  floor: number;
  @ApiProperty({ maxLength: UNIT_LIMITS.unitNumber }) @Trim() @IsUnitNumber() number: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsPlanKey() plan_key?: string | null;
  @ApiPropertyOptional({ enum: ['', ...UNIT_FACINGS] }) @IsOptional() @IsFacing() facing?: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Whole lira' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(UNIT_LIMITS.maxPrice)
  price_try?: number | null;
  @ApiPropertyOptional({ enum: UNIT_STATUSES }) @IsOptional() @IsStatus() status?: UnitStatus;
}

export class UpdateUnitDto extends PartialType(CreateUnitDto) {}

export class BulkStatusDto {
  @ApiProperty({ type: [Number], maxItems: UNIT_LIMITS.bulk })
  @IsArray()
  @rule(
    'bulkSize',
    `En az 1, bir seferde en fazla ${UNIT_LIMITS.bulk} daire seçin`,
    (v) => Array.isArray(v) && v.length >= 1 && v.length <= UNIT_LIMITS.bulk,
  )
  @IsInt({ each: true })
  ids: number[];
  @ApiProperty({ enum: UNIT_STATUSES }) @IsStatus() status: UnitStatus;
}

/** TRY per 1 unit of a currency: > 0, or null for "not shown". */
const Rate = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      description: 'TRY per 1 unit of the currency, > 0; null = not shown',
    }),
    IsOptional(),
    rule(
      'isRate',
      'Kur 0’dan büyük bir sayı olmalıdır (ör. 36.85)',
      (v) => v === null || (typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 1e6),
    ),
  );

export class SaveExchangeRatesDto {
  @Rate() eur?: number | null;
  @Rate() usd?: number | null;
  @Rate() rub?: number | null;
  @ApiProperty({ format: 'date', example: '2026-11-26' })
  @rule(
    'isDay',
    'Geçerli bir tarih girin (YYYY-AA-GG)',
    (v) =>
      typeof v === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(v) &&
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  )
  as_of: string;
  @ApiPropertyOptional({
    enum: RU_CURRENCIES,
    description: 'what the Russian pages show prices in first; unchanged when left out',
  })
  @IsOptional()
  @rule('isRuCurrency', 'Rusça sayfalar için ruble ya da euro seçin', isRuCurrency)
  ru_currency?: RuCurrency;
}

/** A foreign-buyer threshold: whole US dollars, or null = not marked. */
const Threshold = (what: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      minimum: 1,
      maximum: FOREIGN_BUYER_LIMITS.maxUsd,
      description: `the ${what} threshold in whole US dollars; null = not marked (no badge, no filter)`,
    }),
    IsOptional(),
    rule(
      'isThreshold',
      `Tutar 1 ile ${FOREIGN_BUYER_LIMITS.maxUsd.toLocaleString('tr-TR')} arasında, kuruşsuz bir dolar tutarı olmalıdır (ör. 400000) ya da boş bırakılmalıdır`,
      (v) =>
        v === null ||
        (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= FOREIGN_BUYER_LIMITS.maxUsd),
    ),
  );

const isDay = (v: unknown) =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The office's foreign-buyer thresholds and their explanation (the owner's, decision 0198). */
export class SaveForeignBuyersDto {
  @Threshold('residence permit') residence_usd?: number | null;
  @Threshold('citizenship by investment') citizenship_usd?: number | null;
  @ApiPropertyOptional({
    format: 'date',
    example: '2026-11-28',
    description: "the day the office set them; '' when none is marked",
  })
  @IsOptional()
  @rule('isThresholdDay', 'Eşiklerin belirlendiği tarihi girin (YYYY-AA-GG)', (v) => v === '' || isDay(v))
  as_of?: string;
  @ApiProperty({ type: LocalizedDto, description: "the office's explanation per language (each may be '')" })
  @IsLocalized({ maxLength: FOREIGN_BUYER_LIMITS.text, documented: false })
  text: LocalizedDto;
}

// Answers
export class ForeignBuyersDto {
  @ApiProperty({ type: Number, nullable: true, description: 'whole US dollars; null = not marked' })
  residence_usd: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'whole US dollars; null = not marked' })
  citizenship_usd: number | null;
  @ApiProperty({ description: "the day the office set them (YYYY-MM-DD), '' until set" }) as_of: string;
  @ApiProperty({ type: LocalizedDto, description: "the office's explanation, per language" })
  text: LocalizedDto;
}

export class BlockDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() position: number;
}

export class UnitDto {
  @ApiProperty() id: number;
  @ApiProperty() block_id: number;
  @ApiProperty({ description: '0 = ground floor, negatives = basements' }) floor: number;
  @ApiProperty() number: string;
  @ApiProperty({ description: '<block>-<floor>-<number>, e.g. B-4-12' }) label: string;
  @ApiProperty({ type: String, nullable: true }) plan_key: string | null;
  @ApiProperty({ enum: ['', ...UNIT_FACINGS] }) facing: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Whole lira' }) price_try: number | null;
  @ApiProperty({ enum: UNIT_STATUSES }) status: UnitStatus;
}

export class UnitCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() available: number;
  @ApiProperty() reserved: number;
  @ApiProperty() sold: number;
}

/** A grid holds at most PAGING.maxGridUnits units; a bigger project is read a block at a time. */
export class UnitsGridQuery {
  @ApiPropertyOptional({
    minimum: 1,
    description: `one block's units only (a grid answer holds at most ${PAGING.maxGridUnits} units; counts are the whole project's)`,
  })
  @IsOptional()
  @ToInt()
  @IsInt({ message: 'Blok bir tam sayı olmalıdır' })
  @Min(1, { message: 'Blok 1 veya daha büyük olmalıdır' })
  @Max(2_147_483_647, { message: 'Geçersiz blok' })
  block?: number;
}

/** A project's grid: blocks, units (at most PAGING.maxGridUnits) and the whole project's counts. */
export class ProjectUnitsDto {
  @ApiProperty({ type: [BlockDto] }) blocks: BlockDto[];
  @ApiProperty({ type: [UnitDto] }) units: UnitDto[];
  @ApiProperty() counts: UnitCountsDto;
}

/** The project list's and page's summary: null when the project has no units. */
export class UnitSummaryDto {
  @ApiProperty() total: number;
  @ApiProperty() available: number;
}

export class BulkStatusResultDto {
  @ApiProperty() updated: number;
}

export class GenerateResultDto {
  @ApiProperty({ description: 'Units created (existing numbers are kept)' }) created: number;
}

export class ExchangeRatesDto {
  @ApiProperty({ type: Number, nullable: true }) eur: number | null;
  @ApiProperty({ type: Number, nullable: true }) usd: number | null;
  @ApiProperty({ type: Number, nullable: true }) rub: number | null;
  @ApiProperty({ description: "YYYY-MM-DD, '' until set" }) as_of: string;
  @ApiProperty({
    enum: RU_CURRENCIES,
    description: 'what the Russian pages show prices in first (English pages: EUR), when its rate is set',
  })
  ru_currency: RuCurrency;
  @ApiProperty({ type: ForeignBuyersDto, description: "foreign buyers' thresholds (decision 0198)" })
  foreign_buyers: ForeignBuyersDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updated_at: string | null;
}
