import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LIMITS, MIN_PASSWORD } from '@konak/contract';
import { IsAcceptablePassword } from '../../users/dto/password.validator.js';

export class PasswordResetRequestDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(LIMITS.email) email: string;
}

export class PasswordResetConfirmDto {
  /** The secret of the e-mailed link. */
  @ApiProperty({ writeOnly: true }) @IsString() @IsNotEmpty() @MaxLength(128) token: string;
  @ApiProperty({ minLength: MIN_PASSWORD, writeOnly: true })
  @IsString()
  @IsAcceptablePassword()
  @MaxLength(LIMITS.password)
  password: string;
}

/** Whether the login page can offer the e-mailed link, and else whom to ask. */
export class PasswordResetOptionsDto {
  @ApiProperty() by_email: boolean;
  /** The site's contact e-mail (settings), '' when none. */
  @ApiProperty() contact_email: string;
}

export class PasswordResetRequestedDto {
  @ApiProperty() detail: string;
}
