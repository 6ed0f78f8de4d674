// The nested parts of a project (technical info, units, features, plans, location, architecture), as
// sent by the admin or by the sample data (plain strings where the admin has per-language objects).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Expose, Transform, Type, plainToInstance } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { LIMITS } from '@konak/contract';
import { IsLocalized, IsMediaUrl, LocalizedDto, ToIntOrZero } from '../../common/validators.js';
import { IsPlanKey } from '../../units/dto/units.dto.js';

/** A short optional free text (areas, dates, distances). */
const Text = (max: number) =>
  applyDecorators(ApiPropertyOptional(), IsOptional(), IsString(), MaxLength(max));

export class ProjectUnitInput {
  @IsOptional() @IsLocalized({ acceptString: true }) type?: LocalizedDto;
  @ApiPropertyOptional() @IsOptional() @ToIntOrZero() @IsInt() count?: number;
  @Text(LIMITS.short) area?: string;
  @Text(LIMITS.unitDescription) description?: string;
}

export class TechnicalInfoInput {
  @IsOptional() @IsLocalized({ acceptString: true }) description?: LocalizedDto;
  @ApiPropertyOptional() @IsOptional() @ToIntOrZero() @IsInt() total_units?: number;
  @Text(LIMITS.short) iskan_date?: string;
  @ApiPropertyOptional({ type: [ProjectUnitInput] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ProjectUnitInput)
  units?: ProjectUnitInput[];
}

export class ProjectFeatureInput {
  @IsOptional() @IsLocalized({ acceptString: true }) title?: LocalizedDto;
  @IsOptional() @IsLocalized({ acceptString: true }) description?: LocalizedDto;
}

/** Features may be plain texts (sample data) or {title, description}: a text becomes the title. */
export const FeaturesFromTexts = () =>
  // Custom transforms run after nesting, so the raw list (obj) is converted here.
  Transform(
    ({ value, obj }) => {
      const raw = (obj as { features?: unknown }).features;
      if (!Array.isArray(raw)) return value;
      return raw.map((f) =>
        f && typeof f === 'object'
          ? plainToInstance(ProjectFeatureInput, f)
          : typeof f === 'string'
            ? plainToInstance(ProjectFeatureInput, { title: f })
            : f,
      );
    },
    { toClassOnly: true },
  );

export class ProjectPlanInput {
  /** Stable id that units name as their type; the server fills a missing one ("plan-1", …). */
  @ApiPropertyOptional({
    maxLength: 40,
    pattern: '^[a-z0-9-]+$',
    description: "'' or missing: the server names it",
  })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsPlanKey()
  key?: string;
  @IsOptional() @IsLocalized({ acceptString: true }) name?: LocalizedDto;
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() image?: string;
  @Text(LIMITS.short) area?: string;
  @Text(LIMITS.short) rooms?: string;
}

export class NearbyPlaceInput {
  @IsOptional() @IsLocalized({ acceptString: true }) name?: LocalizedDto;
  @Text(LIMITS.short) distance?: string;
}

export class ProjectLocationInput {
  @IsOptional() @IsLocalized({ acceptString: true }) description?: LocalizedDto;
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() map_image?: string;
  /** The public side calls this list "distances" (SPEC §3); both names are accepted. */
  @ApiPropertyOptional({ type: [NearbyPlaceInput] })
  @Expose()
  @Transform(
    ({ value, obj }) => {
      const raw = (obj as { distances?: unknown }).distances;
      if (value !== undefined || !Array.isArray(raw)) return value ?? raw;
      return raw.map((n) => (n && typeof n === 'object' ? plainToInstance(NearbyPlaceInput, n) : n));
    },
    { toClassOnly: true },
  )
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => NearbyPlaceInput)
  nearby?: NearbyPlaceInput[];
}

export class ProjectArchitectureInput {
  @IsOptional() @IsLocalized({ acceptString: true }) title?: LocalizedDto;
  @IsOptional() @IsLocalized({ acceptString: true }) description?: LocalizedDto;
}

// Answers: every field present.
export class ProjectUnitDto {
  @ApiProperty() type: LocalizedDto;
  @ApiProperty() count: number;
  @ApiProperty() area: string;
  @ApiProperty() description: string;
}
export class TechnicalInfoDto {
  @ApiProperty() description: LocalizedDto;
  @ApiProperty() total_units: number;
  @ApiProperty() iskan_date: string;
  @ApiProperty({ type: [ProjectUnitDto] }) units: ProjectUnitDto[];
}
export class ProjectFeatureDto {
  @ApiProperty() title: LocalizedDto;
  @ApiProperty() description: LocalizedDto;
}
export class ProjectPlanDto {
  @ApiProperty({ description: "Stable id, unique in the project; units' plan_key" }) key: string;
  @ApiProperty() name: LocalizedDto;
  @ApiProperty() image: string;
  @ApiProperty() area: string;
  @ApiProperty() rooms: string;
}
export class NearbyPlaceDto {
  @ApiProperty() name: LocalizedDto;
  @ApiProperty() distance: string;
}
export class ProjectLocationDto {
  @ApiProperty() description: LocalizedDto;
  @ApiProperty() map_image: string;
  @ApiProperty({ type: [NearbyPlaceDto] }) nearby: NearbyPlaceDto[];
}
export class ProjectArchitectureDto {
  @ApiProperty() title: LocalizedDto;
  @ApiProperty() description: LocalizedDto;
}
