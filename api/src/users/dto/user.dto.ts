import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const PASSWORD_MSG = 'Şifre en az 8 karakter olmalıdır';

export class CreateUserDto {
  @ApiProperty() @Trim() @IsString() @IsNotEmpty() @MaxLength(120) name: string;
  @ApiProperty() @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)) @IsEmail({}, { message: 'Geçerli bir e-posta adresi girin' }) @MaxLength(254) email: string;
  @ApiProperty({ minLength: 8, writeOnly: true }) @IsString() @MinLength(8, { message: PASSWORD_MSG }) @MaxLength(256) password: string;
}

/** SPEC §5: the email cannot change; name and password are optional and omitted when empty. */
export class UpdateUserDto {
  @ApiPropertyOptional() @IsOptional() @Trim() @IsString() @IsNotEmpty() @MaxLength(120) name?: string;
  @ApiPropertyOptional({ minLength: 8, writeOnly: true }) @IsOptional() @IsString() @MinLength(8, { message: PASSWORD_MSG }) @MaxLength(256) password?: string;
  /** The acting administrator's own current password: required with `password`. */
  @ApiPropertyOptional({ writeOnly: true }) @IsOptional() @IsString() @MaxLength(256) current_password?: string;
}

export class AdminUserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['admin'] }) role: 'admin';
  @ApiProperty({ format: 'date-time' }) created_at: string;
}
