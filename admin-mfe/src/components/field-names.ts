// The Turkish name of a field as the API paths it ("features.2.title.en" → "Özellikler › 3. › Başlık", EN):
// the audit log's diff and the translation check name fields the same way.
import type { Lang } from '@konak/contract';

/** Turkish names of the fields the content types have; anything else shows as stored. */
const FIELD_NAMES: Record<string, string> = {
  title: 'Başlık',
  subtitle: 'Alt başlık',
  description: 'Açıklama',
  slug: 'Kısa ad (slug)',
  content: 'İçerik',
  excerpt: 'Özet',
  meta_title: 'SEO başlığı',
  meta_description: 'SEO açıklaması',
  status: 'Durum',
  notes: 'Notlar',
  name: 'Ad',
  email: 'E-posta',
  active: 'Yayında',
  featured: 'Öne çıkan',
  publication: 'Yayın durumu',
  publish_at: 'Yayın zamanı',
  gallery: 'Galeri',
  cover_images: 'Kapak görselleri',
  logo: 'Logo',
  image: 'Görsel',
  image_url: 'Görsel',
  media_url: 'Medya',
  video_url: 'Video',
  features: 'Özellikler',
  plans: 'Planlar',
  technical_info: 'Teknik bilgiler',
  units: 'Daire tipleri',
  location: 'Lokasyon',
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
  url: 'Adres',
  text: 'Metin',
  site_name: 'Site adı',
  meta_keywords: 'Anahtar kelimeler',
  contact_phone: 'Telefon',
  contact_email: 'E-posta',
  contact_whatsapp: 'WhatsApp',
  type: 'Tip',
  distance: 'Mesafe',
  link: 'Bağlantı',
  sales_emails: 'Satış e-postaları',
  reminder_hours: 'Hatırlatma süresi (saat)',
  total_units: 'Toplam bağımsız bölüm',
  iskan_date: 'İskân tarihi',
  map_image: 'Harita görseli',
  location_image: 'Lokasyon görseli',
  architecture_image: 'Mimari görsel',
  area: 'Alan',
  rooms: 'Oda',
  count: 'Adet',
  deleted_at: 'Silinme zamanı',
  deleted_by: 'Silen',
  background_image: 'Arka plan görseli',
};

const LANG_KEYS: readonly string[] = ['tr', 'en', 'ru'];

export interface FieldLabel {
  /** "Özellikler › 3. › Başlık" */
  name: string;
  /** The language of a Localized value, else null. */
  lang: Lang | null;
}

/** "features.2.title.en" → {name: "Özellikler › 3. › Başlık", lang: "en"}. */
export function fieldLabel(path: string): FieldLabel {
  const parts = path.split('.');
  const last = parts[parts.length - 1];
  const lang = parts.length > 1 && LANG_KEYS.includes(last) ? (last as Lang) : null;
  const named = (lang ? parts.slice(0, -1) : parts).map((p) => (/^\d+$/.test(p) ? `${Number(p) + 1}.` : (FIELD_NAMES[p] ?? p)));
  return { name: named.join(' › '), lang };
}

