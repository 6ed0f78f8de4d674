import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS, MIN_PASSWORD } from '@konak/contract';
import { IsEmailAddress } from '../../common/validators.js';
import { IsAcceptablePassword } from './password.validator.js';

const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class CreateUserDto {
  @ApiProperty() @Trim() @IsString() @IsNotEmpty() @MaxLength(LIMITS.name) name: string;
  @ApiProperty() @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)) @IsEmailAddress() email: string;
  @ApiProperty({ minLength: MIN_PASSWORD, writeOnly: true }) @IsString() @IsAcceptablePassword() @MaxLength(LIMITS.password) password: string;
}

/** SPEC §5: the email cannot change; name and password are optional and omitted when empty. */
export class UpdateUserDto {
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @IsNotEmpty() @MaxLength(LIMITS.name) name?: string;
  @ApiPropertyOptional({ minLength: MIN_PASSWORD, writeOnly: true }) @IsOptional() @IsString() @IsAcceptablePassword() @MaxLength(LIMITS.password) password?: string;
  /** The acting administrator's own current password: required with `password`. */
  @ApiPropertyOptional({ writeOnly: true }) @IsOptional() @IsString() @MaxLength(LIMITS.password) current_password?: string;
}

export class AdminUserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['admin'] }) role: 'admin';
  @ApiProperty({ format: 'date-time' }) created_at: string;
}
