// @konak/contract: what the parts share — languages, fonts, image widths, the built-in site content and
// the validation limits and rules. Imports no part; every part may import it (docs/architecture.md).
export {
  LANGS,
  DEFAULT_LANG,
  LANG_LOCALES,
  LANGUAGE_LABELS,
  isLang,
  pathLanguage,
  pathWithoutLanguage,
  type Lang,
} from './languages.js';
export { FONT_CHOICES, FONT_FILES, type FontChoice } from './fonts.js';
export { fontFile, fontSheet, fontStack } from './font-stack.js';
export { IMAGE_WIDTHS, WEBP_COPY, type ImageWidth } from './images.js';
export { LIMITS, MIN_PASSWORD, UPLOAD_LIMITS } from './limits.js';
export {
  SLUG_PATTERN,
  PHONE_PATTERN,
  isSlug,
  isSafeLink,
  isMediaUrl,
  isWebUrl,
  isEmail,
  isPhone,
} from './rules.js';
export { csvCell } from './csv.js';
export {
  PRICE_CURRENCIES,
  RU_CURRENCIES,
  RU_CURRENCY_LABELS,
  isRuCurrency,
  languageCurrency,
  type PriceCurrency,
  type RuCurrency,
} from './currency.js';
export { PROJECT_STATUSES, PROJECT_STATUS_LABELS, isProjectStatus, type ProjectStatus } from './projects.js';
export { CONTACT_STATUS_LABELS, SUSPICIOUS_REASON_LABELS } from './contacts.js';
export { SITE_DEFAULTS, siteDefault, siteDefaults, type SiteDefaultName } from './site-defaults.js';
export {
  CONTENT_TYPES,
  CONTENT_TYPE_LABELS,
  VERSIONED_TYPES,
  isContentType,
  isVersionedType,
  type ContentType,
  type VersionedType,
} from './content-types.js';
export {
  UNIT_STATUSES,
  UNIT_FACINGS,
  UNIT_STATUS_LABELS,
  UNIT_FACING_LABELS,
  UNIT_LIMITS,
  UNIT_CSV_COLUMNS,
  UNIT_CSV_OLD_COLUMNS,
  UNIT_FIELD_LABELS,
  type UnitCsvColumn,
  type UnitField,
  isUnitStatus,
  isUnitFacing,
  isBlockName,
  isUnitNumber,
  isPlanKey,
  unitLabel,
  compareUnitNumbers,
  nextPlanKey,
  type UnitStatus,
  type UnitFacing,
} from './units.js';
export {
  PROGRESS_PHASES,
  PROGRESS_PHASE_LABELS,
  PROGRESS_LIMITS,
  isProgressPhase,
  isPercent,
  isIsoDate,
  overallPercent,
  type ProgressPhase,
  type PhasePercent,
} from './progress.js';
export {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  isAuditAction,
  isSecretField,
  type AuditAction,
} from './audit.js';
export {
  PUBLICATIONS,
  PUBLICATION_LABELS,
  SITE_TIME_ZONE,
  SITE_UTC_OFFSET_MS,
  TRASH_KEEP_DAYS,
  TRASH_TYPES,
  isPublication,
  isTrashType,
  type TrashType,
  istanbulToInstant,
  instantToIstanbul,
  type Publication,
} from './publication.js';
export { sameValue, changedFields } from './snapshot-fields.js';
export {
  translationProblems,
  recordTranslationProblems,
  missingLanguages,
  isLocalizedValue,
  type TranslationIssue,
  type TranslationProblem,
  type FieldTranslationProblem,
} from './translations.js';
export {
  PAGING,
  PER_PAGE,
  pageCount,
  clampPerPage,
  pageLinks,
  linkHeader,
  type PageInfo,
  type PagedList,
} from './paging.js';
export {
  ROLES,
  DEFAULT_ROLE,
  ROLE_LABELS,
  ROLE_DESCRIPTIONS,
  ROUTE_RULES,
  SELF_SERVICE,
  ADMIN_SCREENS,
  SCREEN_ROUTES,
  isRole,
  mayUse,
  mayOpen,
  checkAccess,
  refusalText,
  type Role,
  type RouteKey,
  type RouteRule,
  type Refusal,
  type AdminScreen,
} from './roles.js';
export {
  DEV_RELEASE_KEY,
  RELEASE_SIGNATURE_ALG,
  canonicalJson,
  releaseSigningPayload,
} from './release-manifest.js';
export { shownLanguage, shownText, type ShownText } from './fallback.js';
export {
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_LIMITS,
  isWebhookEvent,
  type WebhookEvent,
  type WebhookDeliveryEvent,
  type WebhookDeliveryStatus,
  type WebhookContact,
  type WebhookPublication,
  type WebhookPayloads,
  type WebhookBody,
} from './webhooks.js';
export {
  PAYMENT_PLAN_LIMITS,
  PAYMENT_PLAN_MESSAGES,
  NO_MONTHS_MESSAGE,
  isPlanPercent,
  isPlanRate,
  isPlanMonths,
  paymentPlanProblems,
  paymentPlanFigures,
  percentOf,
  convertMinor,
  liraToMinor,
  type PaymentPlanTerms,
  type PaymentPlanField,
  type PaymentPlanFigures,
} from './payment-plan.js';
export {
  HOME_PROJECT_STATUSES,
  HOME_STATUSES,
  HOME_SORT_KEYS,
  HOME_FINDER_LIMITS,
  HOME_QUERY_PARAMS,
  HOME_QUERY_LABELS,
  DEFAULT_HOME_QUERY,
  parseHomeQuery,
  homeQueryString,
  normalizeRooms,
  planRooms,
  planSquareMetres,
  handoverDay,
  iskanDay,
  priceBoundsInLira,
  priceInCurrency,
  homeCellPath,
  INVALID_PARAM,
  finderPageQuery,
  finderQueryErrors,
  homesReadPath,
  type HomeProjectStatus,
  type HomeStatus,
  type HomeSortKey,
  type HomeQuery,
  type HomeQueryParam,
  type HomeQueryError,
  type HomeQueryResult,
} from './home-finder.js';
export {
  SERVER_ENTRY_VERSION,
  PAGE_READS,
  pageReadOf,
  MAX_READ_PATH,
  type AddressInput,
  type HeadTag,
  type PageHead,
  type PageMatch,
  type PageAnswer,
  type PageRead,
  type SitemapUrl,
} from './server-entry.js';
