// The Turkish name of a field as the API paths it ("features.2.title.en" → "Özellikler › 3. özellik › Başlık", EN):
// the audit log's diff and the translation check name fields the same way.
import type { ContentType, Lang } from '@konak/contract';

/** The one dictionary of Turkish field names (the names the edit forms use): the audit log, version
 *  history and the translation check all read it. A field it lacks shows as stored. */
export const FIELD_NAMES: Record<string, string> = {
  title: 'Başlık',
  subtitle: 'Alt başlık',
  description: 'Açıklama',
  slug: 'Sayfa adresi',
  content: 'İçerik',
  excerpt: 'Özet',
  meta_title: 'SEO başlığı',
  meta_description: 'SEO açıklaması',
  meta_keywords: 'SEO anahtar kelimeleri',
  status: 'Durum',
  notes: 'Notlar',
  name: 'Ad',
  email: 'E-posta',
  role: 'Rol',
  active: 'Yayında',
  featured: 'Öne çıkan',
  publication: 'Yayın durumu',
  publish_at: 'Yayın zamanı',
  gallery: 'Galeri',
  cover_images: 'Kapak görselleri',
  logo: 'Logo',
  favicon: 'Favicon',
  image: 'Görsel',
  image_url: 'Görsel',
  media_type: 'Medya türü',
  media_url: 'Medya',
  video_url: 'Video',
  features: 'Özellikler',
  plans: 'Kat planları',
  technical_info: 'Teknik bilgiler',
  units: 'Daire tipleri',
  location: 'Konum',
  nearby: 'Yakın yerler',
  architecture: 'Mimari',
  position: 'Sıra',
  order: 'Sıra',
  date: 'Tarih',
  tags: 'Etiketler',
  category: 'Kategori',
  author: 'Yazar',
  phone: 'Telefon',
  address: 'Adres',
  cta_text: 'Buton metni',
  cta_link: 'Buton bağlantısı',
  mission: 'Misyon',
  vision: 'Vizyon',
  files: 'Dosyalar',
  url: 'Bağlantı',
  text: 'Metin',
  site_name: 'Site adı',
  contact_phone: 'Telefon',
  contact_email: 'E-posta',
  contact_whatsapp: 'WhatsApp',
  social_facebook: 'Facebook',
  social_instagram: 'Instagram',
  social_twitter: 'X (Twitter)',
  social_linkedin: 'LinkedIn',
  social_youtube: 'YouTube',
  primary_color: 'Ana renk',
  secondary_color: 'İkincil renk',
  accent_color: 'Vurgu rengi',
  background_color: 'Arka plan rengi',
  text_color: 'Metin rengi',
  heading_font: 'Başlık yazı tipi',
  body_font: 'Metin yazı tipi',
  font_size_base: 'Temel yazı boyutu',
  type: 'Tip',
  distance: 'Uzaklık',
  link: 'Bağlantı',
  sales_emails: 'Satış e-postaları',
  reminder_hours: 'Hatırlatma süresi (saat)',
  retention_days: 'Talep saklama süresi (gün)',
  ip_retention_days: 'IP adresi saklama süresi (gün)',
  audit_retention_days: 'Etkinlik kaydı saklama süresi (gün)',
  total_units: 'Toplam daire sayısı',
  iskan_date: 'İskân tarihi',
  expected_handover: 'Tahmini teslim',
  map_image: 'Harita görseli',
  location_image: 'Konum görseli',
  architecture_image: 'Mimari görseli',
  area: 'Alan',
  rooms: 'Oda',
  count: 'Adet',
  phases: 'Aşamalar',
  photos: 'Fotoğraflar',
  percent: 'Yüzde',
  deleted_at: 'Silinme zamanı',
  deleted_by: 'Silen',
  background_image: 'Arka plan görseli',
  assigned_to: 'Sorumlu',
  block: 'Blok',
  floor: 'Kat',
  number: 'Daire no',
  plan_key: 'Plan',
  facing: 'Cephe',
  price_try: 'Fiyat (TL)',
  eur: '1 EUR (₺)',
  usd: '1 USD (₺)',
  rub: '1 RUB (₺)',
  as_of: 'Kur tarihi',
  ru_currency: 'Rusça sayfalarda fiyatlar',
  version: 'Sürüm',
  down_payment_percent: 'Peşinat (%)',
  months: 'Taksit sayısı (ay)',
  annual_rate_percent: 'Yıllık faiz (%)',
  cash_discount_percent: 'Peşin indirimi (%)',
  two_factor_enabled: 'İki adımlı giriş',
  published: 'Yayında',
  import_id: 'İçe aktarma no',
  suspicious: 'Şüpheli',
  suspicious_reason: 'Şüphe nedeni',
};

/** Where a key means something else for one kind of item: a units import counts homes and blocks
 *  (a project's `units` are its home types). */
const TYPE_FIELD_NAMES: Partial<Record<ContentType, Record<string, string>>> = {
  unit: {
    units: 'Daire sayısı',
    blocks: 'Blok sayısı',
    added: 'Eklenen daire',
    changed: 'Değişen daire',
    removed: 'Silinen daire',
    removed_blocks: 'Silinen blok',
  },
};

/** A key inside one list's items ("phases.0.key" is the stage). */
const ITEM_FIELD_NAMES: Record<string, Record<string, string>> = {
  phases: { key: 'Aşama' },
};

/** What one item of a list is called ("Dosyalar › 1. dosya › Bağlantı"); a list not named here shows
 *  "1. sıra". */
const ITEM_NAMES: Record<string, string> = {
  files: 'dosya',
  features: 'özellik',
  plans: 'plan',
  units: 'tip',
  nearby: 'yer',
  gallery: 'görsel',
  cover_images: 'görsel',
  photos: 'fotoğraf',
  tags: 'etiket',
  phases: 'aşama',
  sales_emails: 'adres',
};

/** A field's Turkish name by its key ("slug" → "Sayfa adresi"), or the key itself. */
export const fieldName = (key: string) => FIELD_NAMES[key] ?? key;

const LANG_KEYS: readonly string[] = ['tr', 'en', 'ru'];

export interface FieldLabel {
  /** "Özellikler › 3. özellik › Başlık" */
  name: string;
  /** The language of a Localized value, else null. */
  lang: Lang | null;
}

/** "features.2.title.en" → {name: "Özellikler › 3. özellik › Başlık", lang: "en"}; `type`, the entry's
 *  kind of item, where a key means something of its own there. */
export function fieldLabel(path: string, type?: ContentType): FieldLabel {
  const parts = path.split('.');
  const last = parts[parts.length - 1];
  const lang = parts.length > 1 && LANG_KEYS.includes(last) ? (last as Lang) : null;
  const keys = lang ? parts.slice(0, -1) : parts;
  const named = keys.map((p, i) => {
    if (/^\d+$/.test(p)) return `${Number(p) + 1}. ${ITEM_NAMES[keys[i - 1]] ?? 'sıra'}`;
    const list = i >= 2 && /^\d+$/.test(keys[i - 1]) ? ITEM_FIELD_NAMES[keys[i - 2]]?.[p] : undefined;
    const ofType = i === 0 && type ? TYPE_FIELD_NAMES[type]?.[p] : undefined;
    return list ?? ofType ?? fieldName(p);
  });
  return { name: named.join(' › '), lang };
}
