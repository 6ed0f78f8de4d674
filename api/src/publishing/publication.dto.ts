// The publication fields of the project and blog post DTOs (one definition of their checks and docs).
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { PUBLICATIONS } from '@konak/contract';
import { IsIn, IsISO8601, IsOptional, ValidateIf } from 'class-validator';

const PUBLICATION_MSG = { message: 'Yayın durumu draft, published veya scheduled olmalıdır' };

/** Input: 'draft' | 'published' | 'scheduled' (default published). */
export const PublicationInputField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: PUBLICATIONS, default: 'published' }),
    IsOptional(),
    IsIn(PUBLICATIONS, PUBLICATION_MSG),
  );

/** Input: when a scheduled item goes live, an ISO instant (null clears it). */
export const PublishAtInputField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'date-time',
      nullable: true,
      description: 'When a scheduled item goes live (ISO 8601 with a zone)',
    }),
    ValidateIf((_, v) => v !== undefined && v !== null),
    IsISO8601({ strict: true }, { message: 'Yayın zamanı geçerli bir tarih ve saat olmalıdır' }),
  );

/** Output fields; optional in the contract only (the admin's earlier records and fixtures predate
 *  them), answers always carry them. */
export const PublicationField = () => ApiPropertyOptional({ enum: PUBLICATIONS });
export const PublishAtField = () =>
  ApiPropertyOptional({ type: String, format: 'date-time', nullable: true });
