// The shapes the API answers with (SPEC §3, snake_case), taken from the types generated from the API's
// OpenAPI document (schema.d.ts), so the sites cannot drift from the server. The languages and fonts are
// @konak/contract's, re-exported for the remotes built against this package's contract.
import type { components } from './schema';

export { LANGS, FONT_CHOICES, type Lang, type FontChoice } from '@konak/contract';

type Schemas = components['schemas'];

/** A text in the three languages. The public side also tolerates a plain string. */
export type Localized = Schemas['LocalizedDto'];
export type LocalizedInput = Localized | string;

export type ProjectStatus = Schemas['ProjectDto']['status'];

export type ProjectUnit = Schemas['ProjectUnitDto'];
export type TechnicalInfo = Schemas['TechnicalInfoDto'];
export type ProjectFeature = Schemas['ProjectFeatureDto'];
export type ProjectPlan = Schemas['ProjectPlanDto'];
export type NearbyPlace = Schemas['NearbyPlaceDto'];
export type ProjectLocation = Schemas['ProjectLocationDto'];
export type ProjectArchitecture = Schemas['ProjectArchitectureDto'];
export type Project = Schemas['ProjectDto'];
/** A project as a list's card shows it (`GET /api/projects?fields=summary`). */
export type ProjectSummary = Schemas['ProjectSummaryDto'];

/** Unit availability (issue 12): a project's blocks and units with their counts, and the exchange rates. */
export type UnitsGrid = Schemas['ProjectUnitsDto'];
export type UnitBlock = Schemas['BlockDto'];
export type Unit = Schemas['UnitDto'];
export type UnitCounts = Schemas['UnitCountsDto'];
/** A units CSV's preview or applied change (issue 26), and one of a project's last imports. */
export type CsvImportResult = Schemas['CsvImportResultDto'];
export type UnitImport = Schemas['UnitImportDto'];
export type ExchangeRates = Schemas['ExchangeRatesDto'];
/** A dated construction update of a project (issue 12). */
export type ProgressUpdate = Schemas['ProgressUpdateDto'];
/** A project's payment plan as the admin edits it (issue 32). */
export type PaymentPlan = Schemas['PaymentPlanDto'];
export type ProgressPhaseValue = Schemas['PhasePercentDto'];

export type BlogPost = Schemas['BlogPostDto'];

export type MediaType = Schemas['SliderDto']['media_type'];
export type Slider = Schemas['SliderDto'];

export type About = Schemas['AboutDto'];

export type InstagramBanner = Schemas['InstagramBannerDto'];

/** `id` is 0 while the API answers its built-in defaults (no record saved yet). */
export type SiteSettings = Schemas['SiteSettingsDto'];

export type ContactStatus = Schemas['ContactRequestDto']['status'];
export const CONTACT_STATUSES: readonly ContactStatus[] = ['new', 'contacted', 'closed'];
export type ContactRequest = Schemas['ContactRequestDto'];
/** A row of GET /contact: the request and how many other requests of the same person are near it. */
export type ContactListItem = Schemas['ContactListItemDto'];
/** Another request of the same person, as the request's page lists it. */
export type ContactRepeat = Schemas['ContactRepeatDto'];
/** The public form; `website` is the honeypot: left empty by people, filled by bots. */
export type ContactInput = Schemas['CreateContactDto'];
/** One request with its notice date and its alert mails (GET /contact/{id}). */
export type ContactRequestDetail = Schemas['ContactRequestDetailDto'];
export type OutboxState = Schemas['OutboxStateDto'];
export type AlertsStatus = Schemas['AlertsStatusDto'];
/** Sales e-mails, reminder hours and retention periods (GET/PUT /settings/leads, admin only). */
export type LeadSettings = Schemas['LeadSettingsDto'];
export type KvkkNotice = Schemas['KvkkNoticeDto'];
export type DataSubjectLogEntry = Schemas['DataSubjectLogDto'];
/** A person, by e-mail and/or phone (KVKK Art. 11 requests). */
export type DataSubject = Schemas['DataSubjectQuery'];
/** PUT /contact/{id}: a status and/or notes. */
export type ContactChanges = Schemas['UpdateContactDto'];
export type StatusChange = Schemas['StatusChangeDto'];
/** GET /contact/stats: the dashboard's weeks, projects and median time to first contact. */
export type ContactStats = Schemas['ContactStatsDto'];

export type AdminUser = Schemas['AdminUserDto'];
/** Webhooks (issue 31): an endpoint as listed, as created (with its secret, once) and a delivery. */
export type WebhookEndpoint = Schemas['WebhookEndpointDto'];
export type CreatedWebhook = Schemas['CreatedWebhookDto'];
export type WebhookDelivery = Schemas['WebhookDeliveryDto'];
/** POST /users: a new administrator. */
export type NewAdminUser = Schemas['CreateUserDto'];
/** PUT /users/{email}: a new `password` needs the acting administrator's own `current_password`. */
export type AdminUserChanges = Schemas['UpdateUserDto'];

/** GET /audit/{id}: one entry of the audit log with its field changes. */
export type AuditEntry = Schemas['AuditEntryDto'];
/** GET /audit: a page of entries (changed field names only). */
export type AuditPage = Schemas['AuditPageDto'];
export type AuditEntrySummary = Schemas['AuditEntrySummaryDto'];

/** GET /translations/missing: the texts still needing a translator, and where. */
export type TranslationReport = Schemas['TranslationReportDto'];
export type TranslationProblemItem = Schemas['TranslationProblemDto'];
export type KeptTranslation = Schemas['KeptTranslationDto'];

export type LoginResponse = Schemas['LoginResponseDto'];
/** Two-factor sign-in (issue 27): enrolment, status, and the owner's security settings. */
export type TwoFactorChallenge = Schemas['TwoFactorChallengeDto'];
export type TwoFactorSetup = Schemas['TwoFactorSetupResponseDto'];
export type TwoFactorEnabled = Schemas['TwoFactorEnabledDto'];
export type TwoFactorStatus = Schemas['TwoFactorStatusDto'];
export type SecuritySettings = Schemas['SecuritySettingsDto'];
export type LogoutRequest = Schemas['LogoutDto'];
export type UploadResponse = Schemas['UploadResponseDto'];
export type UploadManyResponse = Schemas['UploadManyResponseDto'];

/** SPEC's error body: a string, or a list of validation items. */
export interface ApiErrorBody {
  detail?: string | { loc?: (string | number)[]; msg: string; type?: string }[] | unknown;
}
