import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { FONT_CHOICES, LIMITS, type FontChoice } from '@konak/contract';
import {
  IsEmailAddress,
  IsLocalized,
  IsMediaUrl,
  IsSafeLink,
  LocalizedDto,
} from '../../common/validators.js';

// Colours and sizes end up in CSS custom properties: only plain colour and length syntax may pass.
const COLOR = /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9\s.,%deg/]+\)|[a-zA-Z]{3,30})$/;
const COLOR_MSG = { message: 'Geçerli bir renk girin (ör. #D4A574)' };
const SIZE = /^\d{1,2}(\.\d{1,3})?(px|rem|em|%)$/;

/** Every field optional: a save changes what it sends; a missing record starts from the defaults. */
export class SaveSettingsDto {
  @IsOptional() @IsLocalized() site_name?: LocalizedDto;
  @IsOptional() @IsLocalized() meta_title?: LocalizedDto;
  @IsOptional() @IsLocalized() meta_description?: LocalizedDto;
  @IsOptional() @IsLocalized() meta_keywords?: LocalizedDto;
  @IsOptional() @IsLocalized() address?: LocalizedDto;
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() logo?: string;
  @ApiPropertyOptional() @IsOptional() @IsMediaUrl() favicon?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @ValidateIf((_o, v) => v !== '')
  @IsEmailAddress()
  contact_email?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.short) contact_phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.short) contact_whatsapp?: string;
  @ApiPropertyOptional() @IsOptional() @IsSafeLink() social_facebook?: string;
  @ApiPropertyOptional() @IsOptional() @IsSafeLink() social_instagram?: string;
  @ApiPropertyOptional() @IsOptional() @IsSafeLink() social_twitter?: string;
  @ApiPropertyOptional() @IsOptional() @IsSafeLink() social_linkedin?: string;
  @ApiPropertyOptional() @IsOptional() @IsSafeLink() social_youtube?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(COLOR, COLOR_MSG) primary_color?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(COLOR, COLOR_MSG) secondary_color?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(COLOR, COLOR_MSG) accent_color?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(COLOR, COLOR_MSG) background_color?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(COLOR, COLOR_MSG) text_color?: string;
  @ApiPropertyOptional({ enum: FONT_CHOICES })
  @IsOptional()
  @IsIn(FONT_CHOICES, { message: 'Listeden bir yazı tipi seçin' })
  heading_font?: FontChoice;
  @ApiPropertyOptional({ enum: FONT_CHOICES })
  @IsOptional()
  @IsIn(FONT_CHOICES, { message: 'Listeden bir yazı tipi seçin' })
  body_font?: FontChoice;
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(SIZE, { message: 'Boyut 16px veya 1rem gibi olmalıdır' })
  font_size_base?: string;
}

export class SiteSettingsDto {
  /** 0 while the built-in defaults are answered (no record yet). */
  @ApiProperty() id: number;
  @ApiProperty() site_name: LocalizedDto;
  @ApiProperty() meta_title: LocalizedDto;
  @ApiProperty() meta_description: LocalizedDto;
  @ApiProperty() meta_keywords: LocalizedDto;
  @ApiProperty() address: LocalizedDto;
  @ApiProperty() logo: string;
  @ApiProperty() favicon: string;
  @ApiProperty() contact_email: string;
  @ApiProperty() contact_phone: string;
  @ApiProperty() contact_whatsapp: string;
  @ApiProperty() social_facebook: string;
  @ApiProperty() social_instagram: string;
  @ApiProperty() social_twitter: string;
  @ApiProperty() social_linkedin: string;
  @ApiProperty() social_youtube: string;
  @ApiProperty() primary_color: string;
  @ApiProperty() secondary_color: string;
  @ApiProperty() accent_color: string;
  @ApiProperty() background_color: string;
  @ApiProperty() text_color: string;
  @ApiProperty({ enum: FONT_CHOICES }) heading_font: FontChoice;
  @ApiProperty({ enum: FONT_CHOICES }) body_font: FontChoice;
  @ApiProperty() font_size_base: string;
}

/** How call-back requests are handled: alert recipients, reminder and retention periods (admin only). */
export class LeadSettingsDto {
  @ApiProperty({ type: [String], description: 'Where lead alerts go; empty → contact_email' })
  sales_emails: string[];
  @ApiProperty({
    description: 'Working hours (Mon–Fri 09:00–18:00, Istanbul) a request may stay "new" before a reminder',
  })
  reminder_hours: number;
  @ApiProperty({ description: 'Requests older than this many days are anonymised' }) retention_days: number;
  @ApiProperty({ description: "Senders' IP addresses are erased after this many days" })
  ip_retention_days: number;
}

export class SaveLeadSettingsDto {
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'E-posta adresleri bir liste olmalıdır' })
  @ArrayMaxSize(10, { message: 'En fazla 10 satış e-posta adresi girilebilir' })
  @IsEmailAddress({ each: true })
  sales_emails?: string[];
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'Tam sayı girin' })
  @Min(1, { message: 'En az 1 saat' })
  @Max(200, { message: 'En fazla 200 saat' })
  reminder_hours?: number;
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'Tam sayı girin' })
  @Min(30, { message: 'En az 30 gün' })
  @Max(3650, { message: 'En fazla 3650 gün' })
  retention_days?: number;
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'Tam sayı girin' })
  @Min(1, { message: 'En az 1 gün' })
  @Max(3650, { message: 'En fazla 3650 gün' })
  ip_retention_days?: number;
}
