import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS } from '@konak/contract';

export class LoginDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(LIMITS.email) email: string;
  @ApiProperty({ writeOnly: true }) @IsString() @IsNotEmpty() @MaxLength(LIMITS.password) password: string;
}

/** `{access_token}` for a user without a second factor (unchanged for existing callers); otherwise a
 *  challenge for POST /auth/2fa/verify, or — a role that must use a second factor, not enrolled yet —
 *  for POST /auth/2fa/setup and /auth/2fa/enable. */
export class LoginResponseDto {
  @ApiPropertyOptional() access_token?: string;
  @ApiPropertyOptional({ enum: [true] }) two_factor_required?: true;
  @ApiPropertyOptional({ enum: [true] }) two_factor_setup_required?: true;
  @ApiPropertyOptional() challenge?: string;
}

export class LogoutDto {
  /** Sign out everywhere: every session of this administrator ends. */
  @ApiPropertyOptional() @IsOptional() @IsBoolean() everywhere?: boolean;
}
