import { ANALYTICS_ENTITIES } from '../analytics/analytics.entities.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { BackupRun } from '../backup/backup-run.entity.js';
import { About } from '../about/about.entity.js';
import { AdminSession } from '../auth/admin-session.entity.js';
import { InstagramBanner } from '../banner/instagram-banner.entity.js';
import { BlogPost } from '../blog/blog-post.entity.js';
import { ContactRequest } from '../contacts/contact-request.entity.js';
import { ContactStatusChange } from '../contacts/contact-status-change.entity.js';
import { ContactSearchTerm } from '../contacts/contact-search-term.entity.js';
import { Erasure } from '../contacts/erasure.entity.js';
import { KvkkNotice } from '../kvkk/kvkk-notice.entity.js';
import { MailOutbox } from '../outbox/mail-outbox.entity.js';
import { PasswordReset } from '../auth/password-reset.entity.js';
import { ProgressUpdate } from '../progress/progress-update.entity.js';
import { PaymentPlan } from '../payment-plans/payment-plan.entity.js';
import { Project } from '../projects/project.entity.js';
import { ExchangeRates } from '../units/exchange-rates.entity.js';
import { ProjectBlock } from '../units/project-block.entity.js';
import { ProjectUnit } from '../units/project-unit.entity.js';
import { UnitImport } from '../units/unit-import.entity.js';
import { SiteSettings } from '../settings/site-settings.entity.js';
import { Slider } from '../sliders/slider.entity.js';
import { AdminUser } from '../users/admin-user.entity.js';
import { ContentVersion } from '../versions/content-version.entity.js';
import { TranslationKeep } from '../translations/translation-keep.entity.js';

import { SecuritySettings } from '../security/security-settings.entity.js';
import { WebhookDelivery } from '../webhooks/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../webhooks/webhook-endpoint.entity.js';
export const ENTITIES = [
  Project,
  BlogPost,
  Slider,
  About,
  InstagramBanner,
  SiteSettings,
  ContactRequest,
  AdminUser,
  AdminSession,
  MailOutbox,
  KvkkNotice,
  Erasure,
  ContactStatusChange,
  PasswordReset,
  AuditEntry,
  ProgressUpdate,
  ContentVersion,
  ProjectBlock,
  ProjectUnit,
  UnitImport,
  ExchangeRates,
  ContactSearchTerm,
  SecuritySettings,
  BackupRun,
  TranslationKeep,
  WebhookEndpoint,
  WebhookDelivery,
  PaymentPlan,
  ...ANALYTICS_ENTITIES,
];
