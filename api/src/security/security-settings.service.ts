// The owner's security choices: which roles must use two-factor sign-in, and how long the audit log is
// kept. One row, created with the defaults on first read.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ROLES, isRole, type Role } from '@konak/contract';
import { AuditService } from '../audit/audit.service.js';
import { SecuritySettings } from './security-settings.entity.js';

/** The roles that see personal data (call-back requests, KVKK requests): the dashboard reminds the owner
 *  until they all require a second factor. */
export const PERSONAL_DATA_ROLES: readonly Role[] = ['owner', 'sales'];
export const AUDIT_RETENTION_DAYS = { default: 365, min: 30, max: 3650 } as const;

export interface SecuritySettingsView {
  require_2fa_roles: Role[];
  audit_retention_days: number;
  personal_data_roles_covered: boolean;
}

@Injectable()
export class SecuritySettingsService {
  constructor(
    @InjectRepository(SecuritySettings) private readonly repo: Repository<SecuritySettings>,
    private readonly audit: AuditService,
  ) {}

  async get(): Promise<SecuritySettingsView> {
    return view(await this.row());
  }

  async requiresTwoFactor(role: string): Promise<boolean> {
    return isRole(role) && (await this.row()).require_2fa_roles.includes(role);
  }

  async save(input: {
    require_2fa_roles: Role[];
    audit_retention_days: number;
  }): Promise<SecuritySettingsView> {
    const row = await this.row();
    const before = view(row);
    // Kept in the matrix's order, so the stored list reads the same whatever order the form sent.
    row.require_2fa_roles = ROLES.filter((r) => input.require_2fa_roles.includes(r));
    row.audit_retention_days = input.audit_retention_days;
    const after = view(await this.repo.save(row));
    await this.audit.record({
      action: 'update',
      type: 'settings',
      title: 'Güvenlik ayarları',
      before,
      after,
    });
    return after;
  }

  private async row(): Promise<SecuritySettings> {
    const found = await this.repo.findOneBy({ id: 1 });
    if (found) return found;
    await this.repo
      .createQueryBuilder()
      .insert()
      .into(SecuritySettings)
      .values({ id: 1, require_2fa_roles: [], audit_retention_days: AUDIT_RETENTION_DAYS.default })
      .orIgnore()
      .execute();
    return (await this.repo.findOneBy({ id: 1 }))!;
  }
}

function view(row: SecuritySettings): SecuritySettingsView {
  const roles = (row.require_2fa_roles ?? []).filter(isRole);
  return {
    require_2fa_roles: roles,
    audit_retention_days: row.audit_retention_days,
    personal_data_roles_covered: PERSONAL_DATA_ROLES.every((r) => roles.includes(r)),
  };
}
