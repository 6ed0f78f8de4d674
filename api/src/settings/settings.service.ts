import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { HttpCache } from '../common/http-cache.js';
import { VersionsService } from '../versions/versions.service.js';
import { definedOnly } from '../common/objects.js';
import { siteDefault } from '@konak/contract';
import type {
  LeadSettingsDto,
  SaveLeadSettingsDto,
  SaveSettingsDto,
  SiteSettingsDto,
} from './dto/settings.dto.js';
import { SiteSettings } from './site-settings.entity.js';

export const SETTINGS_CACHE = 'settings';

/** Values the theme cannot do without: an empty one falls back to the default instead of blanking the
 *  site. Links and contact details may be cleared on purpose, so they do not. */
const REQUIRED_FOR_THEME = [
  'site_name',
  'primary_color',
  'secondary_color',
  'accent_color',
  'background_color',
  'text_color',
  'heading_font',
  'body_font',
  'font_size_base',
] as const;

@Injectable()
export class SettingsService {
  private readonly logger = new Logger(SettingsService.name);

  constructor(
    @InjectRepository(SiteSettings) private readonly repo: Repository<SiteSettings>,
    private readonly cache: HttpCache,
    private readonly versions: VersionsService,
    private readonly audit: AuditService,
  ) {}

  /** The site settings with the built-in defaults filling whatever is missing (or all of them when the
   *  database has no record or cannot be read). */
  async get(): Promise<SiteSettingsDto> {
    const defaults: SiteSettingsDto = { ...siteDefault<SiteSettingsDto>('settings'), id: 0 };
    let record: SiteSettings | null = null;
    try {
      record = await this.first();
    } catch (error) {
      this.logger.warn(`settings unreadable, answering the defaults: ${(error as Error).message}`);
    }
    if (!record) return defaults;
    const merged = { ...defaults, id: record.id };
    for (const key of Object.keys(defaults) as (keyof SiteSettingsDto)[]) {
      const value = record[key as keyof SiteSettings];
      if (value === undefined || value === null) continue;
      const empty =
        value === '' || (typeof value === 'object' && Object.values(value).every((v) => v === ''));
      if (empty && (REQUIRED_FOR_THEME as readonly string[]).includes(key)) continue;
      (merged as Record<string, unknown>)[key] = value;
    }
    return merged;
  }

  /** POST and PUT alike: update the record, or create it from the defaults when there is none. */
  async save(input: SaveSettingsDto): Promise<SiteSettingsDto> {
    const record = (await this.first()) ?? this.repo.create(siteDefault<Partial<SiteSettings>>('settings'));
    const before = { ...record };
    // The settings as answered before this save (defaults filled in): a first version's baseline.
    const answered = record.id ? await this.get() : null;
    Object.assign(record, definedOnly(input));
    await this.repo.save(record);
    await this.audit.record({ action: 'update', type: 'settings', before, after: record });
    this.cache.invalidate(SETTINGS_CACHE);
    const saved = await this.get();
    await this.versions.keep('settings', saved.id, saved, { before: answered });
    return saved;
  }

  /** Call-back handling settings (the record's, or the column defaults while there is none). */
  async leadSettings(): Promise<LeadSettingsDto> {
    const record = await this.first();
    return {
      sales_emails: record?.sales_emails ?? [],
      reminder_hours: record?.reminder_hours ?? 4,
      retention_days: record?.retention_days ?? 730,
      ip_retention_days: record?.ip_retention_days ?? 180,
    };
  }

  async saveLeadSettings(input: SaveLeadSettingsDto): Promise<LeadSettingsDto> {
    const record = (await this.first()) ?? this.repo.create(siteDefault<Partial<SiteSettings>>('settings'));
    const before = { ...record };
    const changes = definedOnly(input);
    if (changes.sales_emails)
      changes.sales_emails = [...new Set(changes.sales_emails.map((e) => e.trim().toLowerCase()))];
    Object.assign(record, changes);
    await this.repo.save(record);
    await this.audit.record({ action: 'update', type: 'settings', before, after: record });
    return this.leadSettings();
  }

  /** Who gets lead alerts: the sales addresses, else the site's contact e-mail (may be none). */
  async alertRecipients(): Promise<string[]> {
    const [leads, site] = await Promise.all([this.leadSettings(), this.get()]);
    if (leads.sales_emails.length) return leads.sales_emails;
    return site.contact_email ? [site.contact_email] : [];
  }

  private first() {
    return this.repo.findOne({ where: {}, order: { id: 'ASC' } });
  }
}
