import { ApiProperty } from '@nestjs/swagger';

export class UploadResponseDto {
  @ApiProperty({ example: '/api/uploads/2025/01/0123456789abcdef01234567.jpg' }) url: string;
}

export class UploadManyResponseDto {
  @ApiProperty({ type: [String] }) urls: string[];
}
