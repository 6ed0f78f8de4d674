import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { LANGS, LIMITS, PHONE_PATTERN } from '@konak/contract';
import { IsEmailAddress } from '../../common/validators.js';
import { CONTACT_STATUSES, type ContactStatus } from '../contact-request.entity.js';

const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const STATUS_MSG = { message: 'Durum new, contacted veya closed olmalıdır' };
/** A site path: starts with one slash, no spaces, quotes, angle brackets or control characters. */
// eslint-disable-next-line no-control-regex
export const PAGE = /^\/(?!\/)[^\s"'<>`\\\x00-\x1f\x7f]*$/;
/** Short labels (UTM values, unit codes): no control characters or markup. */
// eslint-disable-next-line no-control-regex
const PLAIN = /^[^<>\x00-\x1f\x7f]*$/;
const PLAIN_MSG = { message: 'Geçersiz karakter' };

/** The public call-back form (SPEC §5): name, phone and email required. */
export class CreateContactDto {
  @ApiProperty() @Trim() @IsString() @IsNotEmpty({ message: 'Ad soyad zorunludur' }) @MaxLength(LIMITS.name) name: string;
  @ApiProperty() @Trim() @IsString() @Matches(PHONE_PATTERN, { message: 'Geçerli bir telefon numarası girin' }) phone: string;
  @ApiProperty() @Trim() @IsEmailAddress() email: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.message) message?: string;
  @ApiPropertyOptional({ description: 'Slug of the project the visitor asked about' }) @IsOptional() @IsString() @MaxLength(LIMITS.slug) project?: string;
  @ApiPropertyOptional({ enum: LANGS }) @IsOptional() @IsIn(LANGS) language?: (typeof LANGS)[number];
  // The KVKK ledger and the lead's source (public-mfe sends them; all optional for older forms).
  @ApiPropertyOptional({ description: 'hash of the KVKK notice shown with the form (GET /api/kvkk → hash)' })
  @IsOptional()
  @Matches(/^[0-9a-f]{64}$/, { message: 'Geçersiz aydınlatma metni sürümü' })
  notice_version?: string;
  @ApiPropertyOptional({ description: 'the separate, unticked marketing consent (açık rıza); false when absent' })
  @IsOptional()
  @IsBoolean({ message: 'Pazarlama izni true veya false olmalıdır' })
  marketing_consent?: boolean;
  @ApiPropertyOptional({ description: 'path of the page the form was sent from, e.g. /projeler/gunes-evleri; else taken from the Referer header' })
  @IsOptional()
  @Matches(PAGE, { message: 'Sayfa / ile başlayan bir yol olmalıdır' })
  @MaxLength(512)
  page?: string;
  @ApiPropertyOptional({ description: 'document.referrer; only its host is stored' }) @IsOptional() @IsString() @MaxLength(2048) referrer?: string;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @Matches(PLAIN, PLAIN_MSG) @MaxLength(120) utm_source?: string;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @Matches(PLAIN, PLAIN_MSG) @MaxLength(120) utm_medium?: string;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @Matches(PLAIN, PLAIN_MSG) @MaxLength(120) utm_campaign?: string;
  @ApiPropertyOptional({ description: 'the unit asked about, e.g. B-4-12' }) @IsOptional() @Trim() @IsString() @Matches(PLAIN, PLAIN_MSG) @MaxLength(40) unit?: string;
  /** Honeypot: hidden from people, filled in by bots. */
  @ApiPropertyOptional({ description: 'Leave empty' }) @IsOptional() @IsString() @MaxLength(2048) website?: string;
  /** Time-to-submit check: a person needs more than a few seconds to fill in the form. */
  @ApiPropertyOptional({ description: 'milliseconds the form was open before it was sent (measured by the page)' })
  @IsOptional()
  @IsInt({ message: 'Form süresi bir tam sayı olmalıdır' })
  @Min(0, { message: 'Form süresi negatif olamaz' })
  @Max(7 * 24 * 3_600_000, { message: 'Form süresi çok uzun' })
  form_ms?: number;
}

/** The sales team's work on a request: its status, its notes, or both. */
export class UpdateContactDto {
  @ApiPropertyOptional({ enum: CONTACT_STATUSES }) @IsOptional() @IsIn(CONTACT_STATUSES, STATUS_MSG) status?: ContactStatus;
  @ApiPropertyOptional({ description: 'notes on the call-back, e.g. "Pazartesi geri ara"' })
  @IsOptional()
  @IsString({ message: 'Notlar metin olmalıdır' })
  @MaxLength(2000, { message: 'Notlar en fazla 2000 karakter olabilir' })
  notes?: string;
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
  @ApiProperty({ description: "the sales team's notes" }) notes: string;
  @ApiProperty() project: string;
  @ApiProperty({ enum: LANGS }) language: (typeof LANGS)[number];
  @ApiProperty({ enum: CONTACT_STATUSES }) status: ContactStatus;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'KVKK notice version shown with the form' }) notice_version: number | null;
  @ApiProperty({ description: 'SHA-256 of that notice text ("" when unknown)' }) notice_hash: string;
  @ApiProperty() marketing_consent: boolean;
  @ApiProperty() page: string;
  @ApiProperty() referrer_host: string;
  @ApiProperty() utm_source: string;
  @ApiProperty() utm_medium: string;
  @ApiProperty() utm_campaign: string;
  @ApiProperty() unit: string;
  @ApiProperty({ description: 'erased after the IP retention period' }) client_ip: string;
  @ApiProperty({ description: 'personal fields erased (on request or after the retention period)' }) anonymised: boolean;
}

export class OutboxStateDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['alert', 'reminder'] }) kind: 'alert' | 'reminder';
  @ApiProperty({ enum: ['queued', 'sent', 'retrying', 'failed'] }) status: 'queued' | 'sent' | 'retrying' | 'failed';
  @ApiProperty() attempts: number;
  @ApiProperty({ description: 'the last failure, in the SMTP server\'s words' }) last_error: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) next_attempt_at: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) sent_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class StatusChangeDto {
  @ApiProperty({ enum: CONTACT_STATUSES }) from_status: ContactStatus;
  @ApiProperty({ enum: CONTACT_STATUSES }) to_status: ContactStatus;
  @ApiProperty() admin_email: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

/** One request with its notice version's date, the state of its alert mails and its status history. */
export class ContactRequestDetailDto extends ContactRequestDto {
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'date of the notice version' }) notice_date: string | null;
  @ApiProperty({ description: 'false: SMTP_URL is not set, no alerts are sent' }) alerts_enabled: boolean;
  @ApiProperty({ type: [OutboxStateDto], description: 'the alert and any reminder, oldest first' }) mails: OutboxStateDto[];
  @ApiProperty({ type: [StatusChangeDto], description: 'who changed the status when, oldest first' }) history: StatusChangeDto[];
}

export class WeekCountDto {
  @ApiProperty({ description: 'Monday of the week in Antalya time, YYYY-MM-DD' }) week: string;
  @ApiProperty() count: number;
}

export class ProjectCountDto {
  @ApiProperty({ description: 'project slug; "" for requests about no project' }) project: string;
  @ApiProperty({ description: 'the project\'s Turkish title ("" when unknown)' }) title: string;
  @ApiProperty() count: number;
}

/** The dashboard's figures over the last `weeks` weeks. */
export class ContactStatsDto {
  @ApiProperty({ description: 'requests still "new", of any age' }) new_count: number;
  @ApiProperty({ type: [WeekCountDto], description: 'oldest week first, weeks without requests included' }) weeks: WeekCountDto[];
  @ApiProperty({ type: [ProjectCountDto], description: 'most requests first' }) projects: ProjectCountDto[];
  @ApiProperty({ type: 'number', nullable: true, description: 'median minutes from a request to its first new → contacted change; null without any' })
  median_first_contact_minutes: number | null;
  @ApiProperty({ description: 'how many requests the median is taken over' }) contacted: number;
}

export class AlertsStatusDto {
  @ApiProperty({ description: 'false: SMTP_URL is not set' }) enabled: boolean;
  @ApiProperty() from: string;
  @ApiProperty({ type: [String] }) recipients: string[];
  @ApiProperty() queued: number;
  @ApiProperty() retrying: number;
  @ApiProperty() failed: number;
  @ApiProperty() sent: number;
}

/** A person: at least one of e-mail or phone. */
export class DataSubjectQuery {
  @ApiPropertyOptional() @IsOptional() @Trim() @IsEmailAddress() email?: string;
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @Matches(PHONE_PATTERN, { message: 'Geçerli bir telefon numarası girin' }) phone?: string;
}

export class DataSubjectExportQuery extends DataSubjectQuery {
  @ApiPropertyOptional({ enum: ['json', 'csv'] }) @IsOptional() @IsIn(['json', 'csv'], { message: 'Biçim json veya csv olmalıdır' }) format?: 'json' | 'csv';
}

export class ErasureResultDto {
  @ApiProperty({ description: 'requests anonymised' }) erased: number;
}

export class DataSubjectLogDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['erase', 'retention', 'export'] }) action: 'erase' | 'retention' | 'export';
  @ApiProperty({ description: '"" for the scheduled retention job' }) admin_email: string;
  @ApiProperty({ description: 'SHA-256 of the e-mail / phone searched ("" for retention)' }) subject_hash: string;
  @ApiProperty() count: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}
