import { FONT_CHOICES, type SiteSettings } from '@konak/shared-ui';
import { EMAIL_PATTERN, isLink } from '../../../components/form-rules';

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

export function validateSettings(s: SiteSettings): string[] {
  const errors: string[] = [];
  for (const [key, label] of SOCIAL_FIELDS) {
    if (s[key]?.trim() && !isLink(s[key])) errors.push(`${label} adresi https:// ile başlayan bir adres olmalı`);
  }
  for (const [key, label] of COLOR_FIELDS) {
    if (!COLOR_PATTERN.test(s[key] ?? '')) errors.push(`${label} #RRGGBB biçiminde olmalı`);
  }
  if (!FONT_CHOICES.includes(s.heading_font)) errors.push('Başlık yazı tipi listeden seçilmeli');
  if (!FONT_CHOICES.includes(s.body_font)) errors.push('Metin yazı tipi listeden seçilmeli');
  if (!FONT_SIZE_PATTERN.test(s.font_size_base?.trim() ?? '')) errors.push('Temel yazı boyutu 16px ya da 1rem gibi olmalı');
  if (s.contact_email?.trim() && !EMAIL_PATTERN.test(s.contact_email.trim())) errors.push('E-posta adresi geçerli değil');
  return errors;
}
