import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsInt, Max, Min } from 'class-validator';
import { ROLES, type Role } from '@konak/contract';
import { AUDIT_RETENTION_DAYS } from '../security-settings.service.js';

export class SecuritySettingsDto {
  @ApiProperty({ enum: ROLES, isArray: true }) require_2fa_roles: Role[];
  @ApiProperty({ minimum: AUDIT_RETENTION_DAYS.min, maximum: AUDIT_RETENTION_DAYS.max })
  audit_retention_days: number;
  /** Whether every role that sees personal data (owner, sales) must use a second factor: until then the
   *  owner's dashboard shows a reminder. */
  @ApiProperty() personal_data_roles_covered: boolean;
}

export class SaveSecuritySettingsDto {
  @ApiProperty({ enum: ROLES, isArray: true })
  @IsArray()
  @ArrayMaxSize(ROLES.length)
  @ArrayUnique()
  @IsIn(ROLES, { each: true, message: `Rol şunlardan biri olmalıdır: ${ROLES.join(', ')}` })
  require_2fa_roles: Role[];

  @ApiProperty({ minimum: AUDIT_RETENTION_DAYS.min, maximum: AUDIT_RETENTION_DAYS.max })
  @IsInt()
  @Min(AUDIT_RETENTION_DAYS.min, { message: `En az ${AUDIT_RETENTION_DAYS.min} gün olmalıdır` })
  @Max(AUDIT_RETENTION_DAYS.max, { message: `En fazla ${AUDIT_RETENTION_DAYS.max} gün olabilir` })
  audit_retention_days: number;
}
