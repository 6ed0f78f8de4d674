import { ApiProperty } from '@nestjs/swagger';

export class PreviewDto {
  /** Add as `?preview=<token>` to the item's public address. */
  @ApiProperty() token: string;
  @ApiProperty({ format: 'date-time' }) expires_at: string;
}
