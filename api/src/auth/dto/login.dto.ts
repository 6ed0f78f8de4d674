import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(254) email: string;
  @ApiProperty({ writeOnly: true }) @IsString() @IsNotEmpty() @MaxLength(256) password: string;
}

export class LoginResponseDto {
  @ApiProperty() access_token: string;
}
