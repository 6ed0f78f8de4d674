import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CONTACT_STATUSES, type ContactStatus } from '../contact-request.entity.js';

const LANGS = ['tr', 'en', 'ru'] as const;
const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const STATUS_MSG = { message: 'Durum new, contacted veya closed olmalıdır' };

/** The public call-back form (SPEC §5): name, phone and email required. */
export class CreateContactDto {
  @ApiProperty() @Trim() @IsString() @IsNotEmpty({ message: 'Ad soyad zorunludur' }) @MaxLength(120) name: string;
  @ApiProperty() @Trim() @IsString() @Matches(/^\+?[\d\s().\-/]{6,40}$/, { message: 'Geçerli bir telefon numarası girin' }) phone: string;
  @ApiProperty() @Trim() @IsEmail({}, { message: 'Geçerli bir e-posta adresi girin' }) @MaxLength(254) email: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) message?: string;
  @ApiPropertyOptional({ description: 'Slug of the project the visitor asked about' }) @IsOptional() @IsString() @MaxLength(120) project?: string;
  @ApiPropertyOptional({ enum: LANGS }) @IsOptional() @IsIn(LANGS) language?: (typeof LANGS)[number];
  /** Honeypot: hidden from people, filled in by bots. */
  @ApiPropertyOptional({ description: 'Leave empty' }) @IsOptional() @IsString() @MaxLength(2048) website?: string;
}

export class UpdateContactDto {
  @ApiProperty({ enum: CONTACT_STATUSES }) @IsIn(CONTACT_STATUSES, STATUS_MSG) status: ContactStatus;
}

export class ListContactsQuery {
  @ApiPropertyOptional({ enum: CONTACT_STATUSES }) @IsOptional() @IsIn(CONTACT_STATUSES, STATUS_MSG) status?: ContactStatus;
}

export class ContactRequestDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() phone: string;
  @ApiProperty() email: string;
  @ApiProperty() message: string;
  @ApiProperty() project: string;
  @ApiProperty({ enum: LANGS }) language: (typeof LANGS)[number];
  @ApiProperty({ enum: CONTACT_STATUSES }) status: ContactStatus;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}
