import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { TRASH_TYPES, type TrashType } from '@konak/contract';
import { PageQuery } from '../../common/paging.js';

/** The paging convention (50 a page by default), optionally one type of item only. */
export class ListTrashQuery extends PageQuery {
  @ApiPropertyOptional({ enum: TRASH_TYPES })
  @IsOptional()
  @IsIn(TRASH_TYPES, { message: 'Bilinmeyen içerik türü' })
  type?: TrashType;
}

export class TrashItemDto {
  @ApiProperty({ enum: TRASH_TYPES }) type: TrashType;
  @ApiProperty() id: number;
  /** The item's Turkish title (a contact request: the sender's name). */
  @ApiProperty() title: string;
  @ApiProperty({ format: 'date-time' }) deleted_at: string;
  /** Who moved it to the trash ('' when unknown). */
  @ApiProperty() deleted_by: string;
  /** When the daily purge deletes it for good (deleted_at + 30 days). */
  @ApiProperty({ format: 'date-time' }) purge_at: string;
}
