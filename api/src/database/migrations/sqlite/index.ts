import type { MigrationInterface } from 'typeorm';
import { Initial1795656249905 } from './1795656249905-Initial.js';
import { AdminSessions1795685630239 } from './1795685630239-AdminSessions.js';
import { LeadLedger1795688693790 } from './1795688693790-LeadLedger.js';
import { KvkkNoticeV11795688693791 } from './1795688693791-KvkkNoticeV1.js';
import { ContactNotesHistory1795703752512 } from './1795703752512-ContactNotesHistory.js';
import { PasswordResets1795704149170 } from './1795704149170-PasswordResets.js';
import { VersionHistory1795712400000 } from './1795712400000-VersionHistory.js';

import { ProgressUpdates1795714943807 } from './1795714943807-ProgressUpdates.js';
import { AuditLog1795714952357 } from './1795714952357-AuditLog.js';
import { UnitAvailability1795715043378 } from './1795715043378-UnitAvailability.js';
import { TrashAndPublication1795715135800 } from './1795715135800-TrashAndPublication.js';
import { ContactsAtScale1795805134908 } from './1795805134908-ContactsAtScale.js';
import { Roles1795805259110 } from './1795805259110-Roles.js';
import { TwoFactorSignIn1795805413671 } from './1795805413671-TwoFactorSignIn.js';
import { ContactAssignment1795806976885 } from './1795806976885-ContactAssignment.js';
import { BackupRuns1795806985274 } from './1795806985274-BackupRuns.js';
import { BlogPageIndexes1795807614227 } from './1795807614227-BlogPageIndexes.js';
import { ContactsDirectSource1795808168353 } from './1795808168353-ContactsDirectSource.js';
import { ContactsCountIndexes1795808537228 } from './1795808537228-ContactsCountIndexes.js';
import { VersionBaselines1795817321969 } from './1795817321969-VersionBaselines.js';
import { UnitImports1795818700000 } from './1795818700000-UnitImports.js';
import { TranslationHonesty1795818600000 } from './1795818600000-TranslationHonesty.js';
import { BuyerCurrency1795818800000 } from './1795818800000-BuyerCurrency.js';
import { Webhooks1795832149847 } from './1795832149847-Webhooks.js';
import { PaymentPlans1795832293565 } from './1795832293565-PaymentPlans.js';
import { HomeFinderIndexes1795840000000 } from './1795840000000-HomeFinderIndexes.js';
import { TrashPlansAndWebhooks1795870000000 } from './1795870000000-TrashPlansAndWebhooks.js';
import { ShortlistCallbackUnits1795880000000 } from './1795880000000-ShortlistCallbackUnits.js';
import { ForeignBuyerThresholds1795890000000 } from './1795890000000-ForeignBuyerThresholds.js';
import { WebhookDeliveryContact1795850000000 } from './1795850000000-WebhookDeliveryContact.js';
import { Analytics1795860000000 } from './1795860000000-Analytics.js';
// In order of application; add each new migration at the end.
export const SQLITE_MIGRATIONS: (new () => MigrationInterface)[] = [
  Initial1795656249905,
  AdminSessions1795685630239,
  LeadLedger1795688693790,
  KvkkNoticeV11795688693791,
  ContactNotesHistory1795703752512,
  PasswordResets1795704149170,
  VersionHistory1795712400000,
  ProgressUpdates1795714943807,
  AuditLog1795714952357,
  UnitAvailability1795715043378,
  TrashAndPublication1795715135800,
  ContactsAtScale1795805134908,
  Roles1795805259110,
  TwoFactorSignIn1795805413671,
  ContactAssignment1795806976885,
  BackupRuns1795806985274,
  BlogPageIndexes1795807614227,
  ContactsDirectSource1795808168353,
  ContactsCountIndexes1795808537228,
  VersionBaselines1795817321969,
  UnitImports1795818700000,
  TranslationHonesty1795818600000,
  BuyerCurrency1795818800000,
  Webhooks1795832149847,
  PaymentPlans1795832293565,
  HomeFinderIndexes1795840000000,
  WebhookDeliveryContact1795850000000,
  Analytics1795860000000,
  TrashPlansAndWebhooks1795870000000,
  ShortlistCallbackUnits1795880000000,
  ForeignBuyerThresholds1795890000000,
];
