// @konak/contract: what the parts share — languages, fonts, image widths, the built-in site content and
// the validation limits and rules. Imports no part; every part may import it (docs/architecture.md).
export { LANGS, DEFAULT_LANG, isLang, type Lang } from './languages.js';
export { FONT_CHOICES, FONT_FILES, type FontChoice } from './fonts.js';
export { fontFile, fontStack } from './font-stack.js';
export { IMAGE_WIDTHS, type ImageWidth } from './images.js';
export { LIMITS, MIN_PASSWORD, UPLOAD_LIMITS } from './limits.js';
export { SLUG_PATTERN, PHONE_PATTERN, isSlug, isSafeLink, isMediaUrl, isWebUrl, isEmail, isPhone } from './rules.js';
export { csvCell } from './csv.js';
export { SITE_DEFAULTS, siteDefault, siteDefaults, type SiteDefaultName } from './site-defaults.js';
