import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { DEFAULT_ROLE, LIMITS, MIN_PASSWORD, ROLE_LABELS, ROLES, isRole, type Role } from '@konak/contract';
import { ValidateBy } from 'class-validator';
import { IsEmailAddress } from '../../common/validators.js';
import { IsAcceptablePassword } from './password.validator.js';

const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** The owner sets it; contract/src/roles.ts says what each may do. An own rule name: the validation
 *  pipe words the built-in isIn generically. */
const RoleField = () =>
  ValidateBy({
    name: 'isRole',
    validator: {
      validate: isRole,
      defaultMessage: () =>
        `Rol şunlardan biri olmalıdır: ${ROLES.map((r) => `${r} (${ROLE_LABELS[r]})`).join(', ')}`,
    },
  });

export class CreateUserDto {
  @ApiPropertyOptional({ enum: ROLES, default: DEFAULT_ROLE }) @IsOptional() @RoleField() role?: Role;
  @ApiProperty() @Trim() @IsString() @IsNotEmpty() @MaxLength(LIMITS.name) name: string;
  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmailAddress()
  email: string;
  @ApiProperty({ minLength: MIN_PASSWORD, writeOnly: true })
  @IsString()
  @IsAcceptablePassword()
  @MaxLength(LIMITS.password)
  password: string;
}

/** SPEC §5: the email cannot change; name and password are optional and omitted when empty. */
export class UpdateUserDto {
  @ApiPropertyOptional({ enum: ROLES }) @IsOptional() @RoleField() role?: Role;
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.name)
  name?: string;
  @ApiPropertyOptional({ minLength: MIN_PASSWORD, writeOnly: true })
  @IsOptional()
  @IsString()
  @IsAcceptablePassword()
  @MaxLength(LIMITS.password)
  password?: string;
  /** The acting administrator's own current password: required with `password`. */
  @ApiPropertyOptional({ writeOnly: true })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.password)
  current_password?: string;
}

export class AdminUserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  /** Whether they sign in with a second factor (issue 27): the owner may reset it. */
  @ApiPropertyOptional() two_factor_enabled?: boolean;
}
