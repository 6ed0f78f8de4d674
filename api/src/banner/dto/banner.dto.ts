import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional } from 'class-validator';
import { IsLocalized, IsMediaUrl, IsSafeLink, LocalizedDto, ToBoolean } from '../../common/validators.js';

/** SPEC §5: text in all three languages; link required and a URL. */
export class SaveBannerDto {
  @ApiPropertyOptional({ default: true }) @IsOptional() @ToBoolean() @IsBoolean() active?: boolean;
  @IsLocalized({ required: true }) text: LocalizedDto;
  @ApiProperty() @IsNotEmpty({ message: 'Bağlantı zorunludur' }) @IsSafeLink() link: string;
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() background_image?: string;
}

export class InstagramBannerDto {
  @ApiProperty() id: number;
  @ApiProperty() active: boolean;
  @ApiProperty() text: LocalizedDto;
  @ApiProperty() link: string;
  @ApiProperty() background_image: string;
}
