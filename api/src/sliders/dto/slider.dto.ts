import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  IsLocalized,
  IsMediaUrl,
  IsSafeLink,
  LocalizedDto,
  ToBoolean,
  ToInt,
} from '../../common/validators.js';
import type { MediaType } from '../slider.entity.js';

const MEDIA_TYPES: MediaType[] = ['image', 'video'];

/** SPEC §5: title and description in all three languages; order an integer (1 hero, 2 intro). */
export class CreateSliderDto {
  @ApiPropertyOptional({ default: 0 }) @IsOptional() @ToInt() @IsInt() @Min(0) @Max(10_000) order?: number;
  @ApiPropertyOptional({ default: true }) @IsOptional() @ToBoolean() @IsBoolean() active?: boolean;
  @IsLocalized({ required: true }) title: LocalizedDto;
  @IsOptional() @IsLocalized() subtitle?: LocalizedDto;
  @IsLocalized({ required: true }) description: LocalizedDto;
  @IsOptional() @IsLocalized() cta_text?: LocalizedDto;
  @ApiPropertyOptional() @IsOptional() @IsSafeLink() cta_link?: string;
  @ApiPropertyOptional({ enum: MEDIA_TYPES, default: 'image' })
  @IsOptional()
  @IsIn(MEDIA_TYPES)
  media_type?: MediaType;
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() media_url?: string;
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() image_url?: string;
}

export class UpdateSliderDto extends PartialType(CreateSliderDto) {}

export class SliderDto {
  @ApiProperty() id: number;
  @ApiProperty() order: number;
  @ApiProperty() active: boolean;
  @ApiProperty() title: LocalizedDto;
  @ApiProperty() subtitle: LocalizedDto;
  @ApiProperty() description: LocalizedDto;
  @ApiProperty() cta_text: LocalizedDto;
  @ApiProperty() cta_link: string;
  @ApiProperty({ enum: MEDIA_TYPES }) media_type: MediaType;
  @ApiProperty() media_url: string;
  @ApiProperty() image_url: string;
}
