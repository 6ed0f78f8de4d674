import { ApiProperty } from '@nestjs/swagger';
import { TRASH_TYPES, type TrashType } from '@konak/contract';

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
