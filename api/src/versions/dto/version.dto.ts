import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { VERSIONED_TYPES, type VersionedType } from '@konak/contract';
import { ToInt } from '../../common/validators.js';
import { PageQuery } from '../../common/paging.js';

/** Which item's history, a page at a time (the paging convention, 50 by default). */
export class ListVersionsQuery extends PageQuery {
  @ApiProperty({ enum: VERSIONED_TYPES })
  @IsIn(VERSIONED_TYPES, { message: 'Geçersiz içerik türü' })
  type: VersionedType;
  /** The item; the about page, the banner and the settings are one record each, so theirs may be left out. */
  @ApiPropertyOptional({ minimum: 1, description: 'Required for project, blog_post and slider' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id?: number;
}

export class VersionSummaryDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: VERSIONED_TYPES }) type: VersionedType;
  @ApiProperty() item_id: number;
  @ApiProperty({ description: '1, 2, … per item' }) number: number;
  @ApiProperty({ type: [String], description: 'The fields this save changed against the version before it' })
  changed: string[];
  @ApiProperty({ type: Number, nullable: true, description: 'The version this one was restored from' })
  restored_from: number | null;
  @ApiProperty({ type: Number, nullable: true }) user_id: number | null;
  @ApiProperty({ description: 'Empty for a version nobody saved (the state found when the history began)' })
  user_name: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class VersionDto extends VersionSummaryDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The editable fields, as the admin form sends them',
  })
  data: Record<string, unknown>;
}
