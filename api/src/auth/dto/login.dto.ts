import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS } from '@konak/contract';

export class LoginDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(LIMITS.email) email: string;
  @ApiProperty({ writeOnly: true }) @IsString() @IsNotEmpty() @MaxLength(LIMITS.password) password: string;
}

/** A sign-in's token: the login's answer for a user without a second factor (unchanged for existing
 *  callers), and the answer of the second step. */
export class LoginResponseDto {
  @ApiProperty() access_token: string;
}

/** The login's answer when a second step is due: a code for POST /auth/2fa/verify
 *  (`two_factor_required`), or — a role that must use a second factor, not enrolled yet — enrolment
 *  through POST /auth/2fa/setup and /auth/2fa/enable (`two_factor_setup_required`). */
export class TwoFactorChallengeDto {
  @ApiPropertyOptional({ enum: [true] }) two_factor_required?: true;
  @ApiPropertyOptional({ enum: [true] }) two_factor_setup_required?: true;
  /** Valid 5 minutes (15 for enrolment); not a bearer token. */
  @ApiProperty() challenge: string;
}

export class LogoutDto {
  /** Sign out everywhere: every session of this administrator ends. */
  @ApiPropertyOptional() @IsOptional() @IsBoolean() everywhere?: boolean;
}
