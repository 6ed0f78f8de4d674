import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { AUDIT_ACTIONS, CONTENT_TYPES, type AuditAction, type ContentType } from '@konak/contract';
import { ToBoolean, ToInt } from '../../common/validators.js';
import { PageQuery } from '../../common/paging.js';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAY_MSG = { message: 'Tarih YYYY-AA-GG biçiminde olmalıdır' };

/** The log's filters; days are Antalya's calendar days (from and to both included). */
/** Filters and the paging convention's `page`/`per_page` (50 by default; over 100 is answered with 100). */
export class ListAuditQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'administrator id' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  user_id?: number;
  @ApiPropertyOptional({ enum: CONTENT_TYPES })
  @IsOptional()
  @IsIn(CONTENT_TYPES, { message: 'Bilinmeyen içerik türü' })
  type?: ContentType;
  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: 'Bilinmeyen işlem' })
  action?: AuditAction;
  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'true: list successful sign-ins and sign-outs too; false (default): leave them out (failed sign-ins are always listed; an action filter for login or logout lists them)',
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'sign_ins true veya false olmalıdır' })
  sign_ins?: boolean;
  @ApiPropertyOptional({ description: 'first day, YYYY-MM-DD (Europe/Istanbul)' })
  @IsOptional()
  @Matches(DAY, DAY_MSG)
  from?: string;
  @ApiPropertyOptional({ description: 'last day, YYYY-MM-DD (Europe/Istanbul)' })
  @IsOptional()
  @Matches(DAY, DAY_MSG)
  to?: string;
}

export class FieldChangeDto {
  @ApiProperty({ description: 'dotted path, e.g. title.ru or features.2.title.en' }) field: string;
  @ApiProperty({
    description: 'the value before (any JSON); null when there was none',
    nullable: true,
    type: 'object',
    additionalProperties: true,
  })
  before: unknown;
  @ApiProperty({
    description: 'the value after (any JSON); null when there is none',
    nullable: true,
    type: 'object',
    additionalProperties: true,
  })
  after: unknown;
}

export class AuditEntrySummaryDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ nullable: true, type: 'integer' }) user_id: number | null;
  @ApiProperty({ description: 'empty when nobody was signed in' }) user_name: string;
  @ApiProperty({ description: "the administrator's e-mail at the time; empty when nobody was signed in" })
  user_email: string;
  @ApiProperty() client_ip: string;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: AuditAction;
  @ApiProperty({ enum: CONTENT_TYPES }) type: ContentType;
  @ApiProperty({ nullable: true, type: 'integer' }) item_id: number | null;
  @ApiProperty() title: string;
  @ApiProperty({ type: [String], description: 'the changed fields (the entry itself has the values)' })
  fields: string[];
}

export class AuditEntryDto extends AuditEntrySummaryDto {
  @ApiProperty({ type: [FieldChangeDto] }) changes: FieldChangeDto[];
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditEntrySummaryDto] }) items: AuditEntrySummaryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per_page: number;
}
