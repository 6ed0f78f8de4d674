import { LIMITS } from '@konak/contract';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

const MAX = LIMITS.kvkkNotice;

export class KvkkTextDto {
  @ApiProperty() tr: string;
  @ApiProperty({ description: 'Empty: the Turkish text is shown' }) en: string;
  @ApiProperty({ description: 'Empty: the Turkish text is shown' }) ru: string;
}

class KvkkTextInput {
  @IsString()
  @IsNotEmpty({ message: 'Türkçe metin zorunludur' })
  @MaxLength(MAX, { message: `Metin en fazla ${MAX} karakter olabilir` })
  tr: string;
  @IsOptional()
  @IsString()
  @MaxLength(MAX, { message: `Metin en fazla ${MAX} karakter olabilir` })
  en?: string;
  @IsOptional()
  @IsString()
  @MaxLength(MAX, { message: `Metin en fazla ${MAX} karakter olabilir` })
  ru?: string;
}

/** A new version of the notice. Turkish is required (SPEC: the notice is Turkish); en/ru optional. */
export class CreateKvkkNoticeDto {
  @ApiProperty({ type: KvkkTextDto })
  @IsObject({ message: 'Metin tr, en, ru alanları olan bir nesne olmalıdır' })
  @ValidateNested()
  @Type(() => KvkkTextInput)
  text: KvkkTextInput;
}

export class KvkkNoticeDto {
  @ApiProperty({ description: 'Version number' }) version: number;
  @ApiProperty({ description: 'SHA-256 of the text; send it as notice_version with a contact request' })
  hash: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty() created_by: string;
  @ApiProperty({ type: KvkkTextDto }) text: KvkkTextDto;
}
