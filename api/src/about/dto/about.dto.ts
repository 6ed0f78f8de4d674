import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsLocalized, IsMediaUrl, LocalizedDto } from '../../common/validators.js';

/** SPEC §5: title and description in all three languages; the rest optional. */
export class SaveAboutDto {
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() image?: string;
  @IsLocalized({ required: true }) title: LocalizedDto;
  @IsOptional() @IsLocalized() subtitle?: LocalizedDto;
  @IsLocalized({ required: true }) description: LocalizedDto;
  @IsOptional() @IsLocalized() mission?: LocalizedDto;
  @IsOptional() @IsLocalized() vision?: LocalizedDto;
}

export class AboutDto {
  @ApiProperty() id: number;
  @ApiProperty() image: string;
  @ApiProperty() title: LocalizedDto;
  @ApiProperty() subtitle: LocalizedDto;
  @ApiProperty() description: LocalizedDto;
  @ApiProperty() mission: LocalizedDto;
  @ApiProperty() vision: LocalizedDto;
}
