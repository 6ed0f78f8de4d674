import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { JsonColumn, TextColumn, UrlColumn, type Localized } from '../database/columns.js';

/** One record: the site's name, theme, SEO texts, contact details and social links. */
@Entity('site_settings')
export class SiteSettings {
  @PrimaryGeneratedColumn()
  id: number;

  @JsonColumn() site_name: Localized;
  @JsonColumn() meta_title: Localized;
  @JsonColumn() meta_description: Localized;
  @JsonColumn() meta_keywords: Localized;
  @JsonColumn() address: Localized;
  @UrlColumn() logo: string;
  @UrlColumn() favicon: string;
  @TextColumn() contact_email: string;
  @TextColumn(40) contact_phone: string;
  @TextColumn(40) contact_whatsapp: string;
  @UrlColumn() social_facebook: string;
  @UrlColumn() social_instagram: string;
  @UrlColumn() social_twitter: string;
  @UrlColumn() social_linkedin: string;
  @UrlColumn() social_youtube: string;
  @TextColumn(32) primary_color: string;
  @TextColumn(32) secondary_color: string;
  @TextColumn(32) accent_color: string;
  @TextColumn(32) background_color: string;
  @TextColumn(32) text_color: string;
  @TextColumn(40) heading_font: string;
  @TextColumn(40) body_font: string;
  @TextColumn(16) font_size_base: string;

  // Call-back handling (admin only, never in the public settings answer). Optional in the type so the
  // public settings answer (SiteSettingsDto), which lacks them, still reads as this record.
  /** Where lead alerts go; empty → contact_email. */
  @JsonColumn({ default: '[]' }) sales_emails?: string[];
  /** Working hours (Mon–Fri 09:00–18:00, Istanbul) a request may stay "new" before a reminder. */
  @Column({ type: 'integer', default: 4 }) reminder_hours?: number;
  /** Requests older than this are anonymised. */
  @Column({ type: 'integer', default: 730 }) retention_days?: number;
  /** Senders' IP addresses are erased after this. */
  @Column({ type: 'integer', default: 180 }) ip_retention_days?: number;
}
