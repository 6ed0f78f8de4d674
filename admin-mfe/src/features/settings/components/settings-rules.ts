import { FONT_CHOICES, type SiteSettings } from '@konak/shared-ui';
import { Problems } from '../../../components/field-problems';
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
  const p = new Problems<SettingsTab>().on('general');
  // Every page title ends with the site name: an empty one leaves "Blog | " in the browser tab.
  p.langs('site_name', 'Site adı', s.site_name)
    .media('logo', 'Logo', s.logo ?? '')
    .media('favicon', 'Favicon', s.favicon ?? '');
  p.on('theme');
  for (const [key, label] of COLOR_FIELDS) {
    if (!COLOR_PATTERN.test(s[key] ?? ''))
      p.add(
        key,
        `${label} bir renk kodu olmalı, örn. #C9A961 (yandaki renk seçiciyi de kullanabilirsiniz)`,
        true,
      );
  }
  if (!FONT_CHOICES.includes(s.heading_font)) p.add('heading_font', 'Başlık yazı tipi listeden seçilmeli');
  if (!FONT_CHOICES.includes(s.body_font)) p.add('body_font', 'Metin yazı tipi listeden seçilmeli');
  if (!FONT_SIZE_PATTERN.test(s.font_size_base?.trim() ?? ''))
    p.add('font_size_base', 'Temel yazı boyutu 16px ya da 1rem gibi olmalı', true);
  p.on('contact').email('contact_email', 'E-posta', s.contact_email ?? '');
  p.on('social');
  for (const [key, label] of SOCIAL_FIELDS) p.web(key, label, s[key] ?? '');
  return p.list;
}

/** The tab holding a field the server named. */
export function settingsTabOf(field: string): SettingsTab {
  const top = field.split('.')[0];
  if (top.startsWith('social_')) return 'social';
  if (top.startsWith('contact_') || top === 'address') return 'contact';
  if (top.startsWith('meta_')) return 'seo';
  if (top === 'site_name' || top === 'logo' || top === 'favicon') return 'general';
  return 'theme';
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
