import { FONT_CHOICES, type SiteSettings } from '@konak/shared-ui';
import { EMAIL_PATTERN, isLink, isMediaUrl, MEDIA_URL_HINT, missingLangs, missingMessage } from '../../../components/form-rules';
import type { FieldNames } from '../../../components/server-refusal';
import type { Problem } from '../../../components/use-form-errors';

export const SETTINGS_TABS = [
  { key: 'general', label: 'Genel' },
  { key: 'theme', label: 'Tema' },
  { key: 'seo', label: 'SEO' },
  { key: 'contact', label: 'İletişim' },
  { key: 'social', label: 'Sosyal Medya' },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]['key'];

export const COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const FONT_SIZE_PATTERN = /^\d+(?:\.\d+)?(?:px|rem|em)$/;

export const SOCIAL_FIELDS = [
  ['social_facebook', 'Facebook'],
  ['social_instagram', 'Instagram'],
  ['social_twitter', 'X (Twitter)'],
  ['social_linkedin', 'LinkedIn'],
  ['social_youtube', 'YouTube'],
] as const;

export const COLOR_FIELDS = [
  ['primary_color', 'Ana renk'],
  ['secondary_color', 'İkincil renk'],
  ['accent_color', 'Vurgu rengi'],
  ['background_color', 'Arka plan rengi'],
  ['text_color', 'Metin rengi'],
] as const;

/** Problems to fix before sending, each with the tab that holds the field. */
export function validateSettings(s: SiteSettings): Problem<SettingsTab>[] {
  const problems: Problem<SettingsTab>[] = [];
  const add = (tab: SettingsTab, message: string) => problems.push({ tab, message });
  // Every page title ends with the site name: an empty one leaves "Blog | " in the browser tab.
  const unnamed = missingLangs(s.site_name);
  if (unnamed.length) add('general', missingMessage('Site adı', unnamed));
  if (!isMediaUrl(s.logo ?? '')) add('general', `Logo adresi ${MEDIA_URL_HINT}`);
  if (!isMediaUrl(s.favicon ?? '')) add('general', `Favicon adresi ${MEDIA_URL_HINT}`);
  for (const [key, label] of COLOR_FIELDS) {
    if (!COLOR_PATTERN.test(s[key] ?? '')) add('theme', `${label} #RRGGBB biçiminde olmalı`);
  }
  if (!FONT_CHOICES.includes(s.heading_font)) add('theme', 'Başlık yazı tipi listeden seçilmeli');
  if (!FONT_CHOICES.includes(s.body_font)) add('theme', 'Metin yazı tipi listeden seçilmeli');
  if (!FONT_SIZE_PATTERN.test(s.font_size_base?.trim() ?? '')) add('theme', 'Temel yazı boyutu 16px ya da 1rem gibi olmalı');
  if (s.contact_email?.trim() && !EMAIL_PATTERN.test(s.contact_email.trim())) add('contact', 'E-posta adresi geçerli değil');
  for (const [key, label] of SOCIAL_FIELDS) {
    if (s[key]?.trim() && !isLink(s[key])) add('social', `${label} adresi https:// ile başlayan bir adres olmalı`);
  }
  return problems;
}

/** The form's names of the API's fields, so a refusal says which field it means. */
export const SETTINGS_FIELDS: FieldNames = {
  site_name: 'Genel › Site adı',
  logo: 'Genel › Logo',
  favicon: 'Genel › Favicon',
  ...Object.fromEntries(COLOR_FIELDS.map(([key, label]) => [key, `Tema › ${label}`])),
  heading_font: 'Tema › Başlık yazı tipi',
  body_font: 'Tema › Metin yazı tipi',
  font_size_base: 'Tema › Temel yazı boyutu',
  meta_title: 'SEO › Meta başlık',
  meta_description: 'SEO › Meta açıklama',
  meta_keywords: 'SEO › Anahtar kelimeler',
  contact_email: 'İletişim › E-posta',
  contact_phone: 'İletişim › Telefon',
  contact_whatsapp: 'İletişim › WhatsApp',
  address: 'İletişim › Adres',
  ...Object.fromEntries(SOCIAL_FIELDS.map(([key, label]) => [key, `Sosyal Medya › ${label}`])),
};
