import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS } from '@konak/contract';

export class LoginDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(LIMITS.email) email: string;
  @ApiProperty({ writeOnly: true }) @IsString() @IsNotEmpty() @MaxLength(LIMITS.password) password: string;
}

export class LoginResponseDto {
  @ApiProperty() access_token: string;
}

export class LogoutDto {
  /** Sign out everywhere: every session of this administrator ends. */
  @ApiPropertyOptional() @IsOptional() @IsBoolean() everywhere?: boolean;
}
