import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  CONTACT_REPEATS,
  LANGS,
  LIMITS,
  PHONE_PATTERN,
  type Role,
  ROLES,
  SHORTLIST_LIMITS,
} from '@konak/contract';
import { PageQuery } from '../../common/paging.js';
import { IsEmailAddress } from '../../common/validators.js';
import { CONTACT_STATUSES, type ContactStatus, type SuspiciousReason } from '../contact-request.entity.js';

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
  @ApiProperty()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Ad soyad zorunludur' })
  @MaxLength(LIMITS.name)
  name: string;
  @ApiProperty()
  @Trim()
  @IsString()
  @Matches(PHONE_PATTERN, { message: 'Geçerli bir telefon numarası girin' })
  phone: string;
  @ApiProperty() @Trim() @IsEmailAddress() email: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.message) message?: string;
  @ApiPropertyOptional({ description: 'Slug of the project the visitor asked about' })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.slug)
  project?: string;
  @ApiPropertyOptional({ enum: LANGS }) @IsOptional() @IsIn(LANGS) language?: (typeof LANGS)[number];
  // The KVKK ledger and the lead's source (public-mfe sends them; all optional for older forms).
  @ApiPropertyOptional({ description: 'hash of the KVKK notice shown with the form (GET /api/kvkk → hash)' })
  @IsOptional()
  @Matches(/^[0-9a-f]{64}$/, { message: 'Geçersiz aydınlatma metni sürümü' })
  notice_version?: string;
  @ApiPropertyOptional({
    description: 'the separate, unticked marketing consent (açık rıza); false when absent',
  })
  @IsOptional()
  @IsBoolean({ message: 'Pazarlama izni true veya false olmalıdır' })
  marketing_consent?: boolean;
  @ApiPropertyOptional({
    description:
      'path of the page the form was sent from, e.g. /projeler/gunes-evleri; else taken from the Referer header',
  })
  @IsOptional()
  @Matches(PAGE, { message: 'Sayfa / ile başlayan bir yol olmalıdır' })
  @MaxLength(512)
  page?: string;
  @ApiPropertyOptional({ description: 'document.referrer; only its host is stored' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  referrer?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString()
  @Matches(PLAIN, PLAIN_MSG)
  @MaxLength(120)
  utm_source?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString()
  @Matches(PLAIN, PLAIN_MSG)
  @MaxLength(120)
  utm_medium?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString()
  @Matches(PLAIN, PLAIN_MSG)
  @MaxLength(120)
  utm_campaign?: string;
  @ApiPropertyOptional({
    description:
      "the unit asked about, e.g. B-4-12 (with `project`); a shortlist's call-back names each home as " +
      '"<project slug> <label>" joined by "; " (contract shortlistUnitText), at most four',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @Matches(PLAIN, PLAIN_MSG)
  @MaxLength(SHORTLIST_LIMITS.unitText)
  unit?: string;
  /** Honeypot: hidden from people, filled in by bots. */
  @ApiPropertyOptional({ description: 'Leave empty' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  website?: string;
  /** Time-to-submit check: a person needs more than a few seconds to fill in the form. */
  @ApiPropertyOptional({
    description: 'milliseconds the form was open before it was sent (measured by the page)',
  })
  @IsOptional()
  @IsInt({ message: 'Form süresi bir tam sayı olmalıdır' })
  @Min(0, { message: 'Form süresi negatif olamaz' })
  @Max(7 * 24 * 3_600_000, { message: 'Form süresi çok uzun' })
  form_ms?: number;
}

/** The sales team's work on a request: its status, its notes, or both. */
export class UpdateContactDto {
  @ApiPropertyOptional({ enum: CONTACT_STATUSES })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, STATUS_MSG)
  status?: ContactStatus;
  @ApiPropertyOptional({ description: 'notes on the call-back, e.g. "Pazartesi geri ara"' })
  @IsOptional()
  @IsString({ message: 'Notlar metin olmalıdır' })
  @MaxLength(LIMITS.contactNotes, { message: `Notlar en fazla ${LIMITS.contactNotes} karakter olabilir` })
  notes?: string;
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'id of the administrator (owner or sales) who calls back; null: nobody',
  })
  @IsOptional()
  @IsInt({ message: 'Atanan kişi bir yönetici numarası olmalıdır' })
  @Min(1, { message: 'Atanan kişi bir yönetici numarası olmalıdır' })
  assigned_to?: number | null;
}

/** The list's orders: newest first (default), oldest first, by name, or by status (new, contacted,
 *  closed — the order of the work — newest first within each). Ties are broken by id, so pages never
 *  overlap or skip a row. */
export const CONTACT_SORTS = ['-created_at', 'created_at', 'name', '-name', 'status'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
/** `project=none`: the requests about no project. */
export const NO_PROJECT = 'none';
/** `assigned=me`: the caller's own requests; `assigned=none`: nobody's yet. */
export const ASSIGNED_TO_ME = 'me';
export const NOBODY = 'none';
/** `source=direct`: the requests with neither a utm_source nor a referrer. */
export const DIRECT_SOURCE = 'direct';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MSG = { message: 'Tarih YYYY-AA-GG biçiminde geçerli bir gün olmalıdır' };
/** "true" / "false" in a query string (and true / false in a JSON body) as a boolean; anything else is
 *  left for @IsBoolean to refuse. */
const QueryBoolean = () =>
  Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

/** The filters of the call-back list, shared by the list, its count and the CSV export. */
export class ContactFilters {
  @ApiPropertyOptional({ enum: CONTACT_STATUSES })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, STATUS_MSG)
  status?: ContactStatus;

  @ApiPropertyOptional({ description: `project slug; "${NO_PROJECT}" for the requests about no project` })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Proje bir kısa ad olmalıdır' })
  @Matches(/^[a-z0-9-]{1,120}$/, {
    message: `Proje bir kısa ad (a-z, 0-9, -) veya "${NO_PROJECT}" olmalıdır`,
  })
  project?: string;

  @ApiPropertyOptional({
    description: `utm_source, matched exactly; "${DIRECT_SOURCE}" for requests with neither a utm_source nor a referrer`,
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Kaynak metin olmalıdır' })
  @IsNotEmpty({ message: 'Kaynak boş olamaz' })
  @Matches(PLAIN, { message: 'Kaynakta geçersiz karakter var' })
  @MaxLength(120, { message: 'Kaynak en fazla 120 karakter olabilir' })
  source?: string;

  @ApiPropertyOptional({ format: 'date', description: 'first day, YYYY-MM-DD in Antalya time, inclusive' })
  @IsOptional()
  @IsString(DAY_MSG)
  @Matches(DAY, DAY_MSG)
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'last day, YYYY-MM-DD in Antalya time, inclusive' })
  @IsOptional()
  @IsString(DAY_MSG)
  @Matches(DAY, DAY_MSG)
  to?: string;

  @ApiPropertyOptional({
    description:
      'search: every word must start a word of the name, the e-mail or the phone (digits); Turkish letters match their plain forms (ayse = Ayşe)',
  })
  @IsOptional()
  @IsString({ message: 'Arama metin olmalıdır' })
  @MaxLength(LIMITS.search, { message: `Arama en fazla ${LIMITS.search} karakter olabilir` })
  q?: string;

  @ApiPropertyOptional({
    description: `"${ASSIGNED_TO_ME}": the requests assigned to the caller ("Bana atananlar"); "${NOBODY}": to nobody; or an administrator's id`,
  })
  @IsOptional()
  @IsString({ message: 'Atanan metin olmalıdır' })
  @Matches(/^(me|none|[1-9]\d{0,8})$/, {
    message: `Atanan "${ASSIGNED_TO_ME}", "${NOBODY}" ya da bir yönetici numarası olmalıdır`,
  })
  assigned?: string;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description: 'true: only the suspected spam (honeypot or too fast); false (default): only the others',
  })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'Şüpheli true veya false olmalıdır' })
  suspicious?: boolean;

  @ApiPropertyOptional({ enum: CONTACT_SORTS, default: '-created_at' })
  @IsOptional()
  @IsIn(CONTACT_SORTS, { message: `Sıralama şunlardan biri olmalıdır: ${CONTACT_SORTS.join(', ')}` })
  sort?: ContactSort;
}

/** `GET /api/contact/`: the filters and a page (paging convention, PER_PAGE.contacts rows by default). */
export class ListContactsQuery extends IntersectionType(PageQuery, ContactFilters) {}

/** `GET /api/contact/export.csv`: the list's filters, and the token of an export link when the download
 *  carries no bearer token. */
export class ExportQuery extends ContactFilters {
  @ApiPropertyOptional({
    description: 'token of POST /api/contact/export-link (instead of the bearer token)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  token?: string;
}

/** A short-lived address of the CSV export of the filtered list, for a plain browser download. */
export class ExportLinkDto {
  @ApiProperty({
    description: 'relative address, /api/contact/export.csv?…&token=…, valid for 120 seconds and once',
  })
  url: string;
  @ApiProperty({ format: 'date-time' }) expires_at: string;
}

/** The public answer to a call-back request (SPEC §5): what the visitor sent and the request's workflow
 *  status, nothing staff keep about it — never whether or why it was marked as suspected spam, the client
 *  address, the notes, the assignee, the notice or the lead's source (issue 26/27: a bot learns nothing). */
export class ContactReceiptDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() phone: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['new'], description: "always 'new': a request starts the sales team's work" })
  status: 'new';
  @ApiProperty({ format: 'date-time' }) created_at: string;
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
  @ApiProperty({ type: 'integer', nullable: true, description: 'KVKK notice version shown with the form' })
  notice_version: number | null;
  @ApiProperty({ description: 'SHA-256 of that notice text ("" when unknown)' }) notice_hash: string;
  @ApiProperty({
    description:
      'language of the notice text shown: the page\'s, or tr where the notice had none ("" when unknown)',
  })
  notice_lang: string;
  @ApiProperty() marketing_consent: boolean;
  @ApiProperty() page: string;
  @ApiProperty() referrer_host: string;
  @ApiProperty() utm_source: string;
  @ApiProperty() utm_medium: string;
  @ApiProperty() utm_campaign: string;
  @ApiProperty() unit: string;
  @ApiProperty({ description: 'erased after the IP retention period' }) client_ip: string;
  @ApiProperty({ description: 'personal fields erased (on request or after the retention period)' })
  anonymised: boolean;
  @ApiProperty({ description: 'suspected spam: kept, listed only with suspicious=true, no alert sent' })
  suspicious: boolean;
  @ApiProperty({ type: 'integer', nullable: true, description: 'id of the administrator who calls back' })
  assigned_to: number | null;
  @ApiProperty({
    enum: ['', 'honeypot', 'fast', 'rate'],
    description:
      'why it is suspected: the honeypot field was filled, the form was sent faster than a person types, or its address sent more than CONTACT_RATE_LIMITS.kept requests in the window',
  })
  suspicious_reason: '' | SuspiciousReason;
}

const REPEAT_COUNT_DOC =
  `how many other requests of the same person (same phone or e-mail) were sent within ${CONTACT_REPEATS.days} days ` +
  `before or after this one, the trash left out; counted no further than ${CONTACT_REPEATS.counted + 1}, ` +
  `which means more than ${CONTACT_REPEATS.counted}`;

/** A row of the list: the request and how many other requests of the same person are near it. */
export class ContactListItemDto extends ContactRequestDto {
  @ApiProperty({ type: 'integer', description: REPEAT_COUNT_DOC }) repeat_count: number;
}

/** Another request of the same person, as the request's page lists it. */
export class ContactRepeatDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ enum: CONTACT_STATUSES }) status: ContactStatus;
  @ApiProperty({ description: 'project slug ("" for none)' }) project: string;
  @ApiProperty({ description: 'the unit or the shortlist\'s homes asked about ("" for none)' }) unit: string;
}

export class OutboxStateDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['alert', 'reminder'] }) kind: 'alert' | 'reminder';
  @ApiProperty({ enum: ['queued', 'sent', 'retrying', 'failed'] }) status:
    'queued' | 'sent' | 'retrying' | 'failed';
  @ApiProperty() attempts: number;
  @ApiProperty({ description: "the last failure, in the SMTP server's words" }) last_error: string;
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
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'date of the notice version',
  })
  notice_date: string | null;
  @ApiProperty({ description: 'false: SMTP_URL is not set, no alerts are sent' }) alerts_enabled: boolean;
  @ApiProperty({ type: [OutboxStateDto], description: 'the alert and any reminder, oldest first' })
  mails: OutboxStateDto[];
  @ApiProperty({ type: [StatusChangeDto], description: 'who changed the status when, oldest first' })
  history: StatusChangeDto[];
  @ApiProperty({ type: 'integer', description: REPEAT_COUNT_DOC }) repeat_count: number;
  @ApiProperty({
    type: [ContactRepeatDto],
    description: `those other requests, newest first, at most ${CONTACT_REPEATS.listed}`,
  })
  repeats: ContactRepeatDto[];
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
  @ApiProperty({
    description:
      'requests still "new", of any age (suspected spam, erased and trashed ones not counted, like every figure here)',
  })
  new_count: number;
  @ApiProperty({ description: 'all requests, suspected spam and the trash not counted' }) total: number;
  @ApiProperty({ description: 'suspected spam kept apart (not in the trash)' }) suspicious_count: number;
  @ApiProperty({ type: [WeekCountDto], description: 'oldest week first, weeks without requests included' })
  weeks: WeekCountDto[];
  @ApiProperty({ type: [ProjectCountDto], description: 'most requests first' }) projects: ProjectCountDto[];
  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'median minutes from a request to its first new → contacted change; null without any',
  })
  median_first_contact_minutes: number | null;
  @ApiProperty({ description: 'how many requests the median is taken over' }) contacted: number;
}

/** Someone a call-back request can be assigned to. */
export class AssigneeDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ROLES }) role: Role;
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
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString()
  @Matches(PHONE_PATTERN, { message: 'Geçerli bir telefon numarası girin' })
  phone?: string;
}

export class DataSubjectExportQuery extends DataSubjectQuery {
  @ApiPropertyOptional({ enum: ['json', 'csv'] })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'Biçim json veya csv olmalıdır' })
  format?: 'json' | 'csv';
}

export class ErasureResultDto {
  @ApiProperty({ description: 'requests anonymised' }) erased: number;
}

export class DataSubjectLogDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['erase', 'retention', 'export'] }) action: 'erase' | 'retention' | 'export';
  @ApiProperty({ description: '"" for the scheduled retention job' }) admin_email: string;
  @ApiProperty({
    description:
      'HMAC-SHA256, under a server key, of the e-mail / phone searched ("" for retention; a plain SHA-256 in rows from before the key)',
  })
  subject_hash: string;
  @ApiProperty() count: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}
