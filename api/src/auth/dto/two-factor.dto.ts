import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const Code = () => (target: object, key: string) => {
  ApiProperty({
    description: 'The 6-digit code of the authenticator app, or a recovery code (XXXXX-XXXXX)',
    writeOnly: true,
  })(target, key);
  IsString()(target, key);
  IsNotEmpty({ message: 'Doğrulama kodunu girin' })(target, key);
  MaxLength(32)(target, key);
};

/** The second step of a sign-in. */
export class TwoFactorVerifyDto {
  @ApiProperty({ description: 'The challenge the login answered' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  challenge: string;
  @Code() code: string;
}

/** Enrolment: by a signed-in administrator (bearer token), or during a sign-in that must enrol first
 *  (the login's `challenge`). */
export class TwoFactorSetupDto {
  @ApiPropertyOptional({ description: 'The enrolment challenge of a sign-in; omitted with a bearer token' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  challenge?: string;
}

export class TwoFactorEnableDto extends TwoFactorSetupDto {
  @Code() code: string;
}

export class TwoFactorCodeDto {
  @Code() code: string;
}

export class TwoFactorSetupResponseDto {
  /** The secret in base32, for typing into an app that cannot scan. */
  @ApiProperty() secret: string;
  @ApiProperty() otpauth_uri: string;
  /** The QR code of otpauth_uri as an SVG data URL. */
  @ApiProperty() qr_code: string;
}

export class TwoFactorEnabledDto {
  /** Ten single-use recovery codes, shown this once (only their digests are kept). */
  @ApiProperty({ type: [String] }) recovery_codes: string[];
  /** Present when the enrolment finished a sign-in. */
  @ApiPropertyOptional() access_token?: string;
}

export class TwoFactorStatusDto {
  @ApiProperty() enabled: boolean;
  @ApiProperty() recovery_codes_left: number;
  @ApiProperty() required: boolean;
}
