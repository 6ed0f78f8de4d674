// The Turkish names of the fields a version holds (the names the edit forms use), and how a few values read.
import { PUBLICATION_LABELS, isPublication } from '@konak/contract';

export const FIELD_LABELS: Record<string, string> = {
  slug: 'Kısa ad (slug)',
  title: 'Başlık',
  subtitle: 'Alt başlık',
  description: 'Açıklama',
  excerpt: 'Özet',
  content: 'İçerik',
  image: 'Görsel',
  logo: 'Logo',
  favicon: 'Favicon',
  cover_images: 'Kapak görselleri',
  gallery: 'Galeri',
  featured: 'Öne çıkan',
  status: 'Durum',
  publication: 'Yayın durumu',
  publish_at: 'Yayın zamanı',
  video_url: 'Video',
  location_image: 'Konum görseli',
  architecture_image: 'Mimari görseli',
  technical_info: 'Teknik bilgiler',
  total_units: 'Toplam konut',
  iskan_date: 'İskân tarihi',
  units: 'Konut tipleri',
  type: 'Tip',
  count: 'Adet',
  area: 'Alan',
  rooms: 'Oda',
  features: 'Özellikler',
  plans: 'Kat planları',
  name: 'Ad',
  location: 'Konum',
  map_image: 'Harita görseli',
  nearby: 'Yakın yerler',
  distance: 'Uzaklık',
  architecture: 'Mimari',
  category: 'Kategori',
  tags: 'Etiketler',
  author: 'Yazar',
  date: 'Tarih',
  meta_title: 'SEO başlığı',
  meta_description: 'SEO açıklaması',
  meta_keywords: 'SEO anahtar kelimeleri',
  order: 'Sıra',
  active: 'Aktif',
  cta_text: 'Buton metni',
  cta_link: 'Buton bağlantısı',
  media_type: 'Medya türü',
  media_url: 'Medya',
  image_url: 'Görsel',
  text: 'Metin',
  link: 'Bağlantı',
  background_image: 'Arka plan görseli',
  mission: 'Misyon',
  vision: 'Vizyon',
  site_name: 'Site adı',
  address: 'Adres',
  contact_email: 'E-posta',
  contact_phone: 'Telefon',
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
};

/** Fields holding one image address or a list of them: compared as thumbnails. */
export const IMAGE_FIELDS = new Set(['logo', 'favicon', 'image', 'image_url', 'background_image', 'location_image', 'architecture_image', 'map_image', 'cover_images', 'gallery']);

export const fieldLabel = (key: string) => FIELD_LABELS[key] ?? key;

const PROJECT_STATUS: Record<string, string> = { completed: 'Tamamlandı', ongoing: 'Devam ediyor', planned: 'Planlanıyor' };

/** A single value as the forms show it; `withTime` adds the hour to a date. */
export function readable(key: string, value: unknown, withTime = false): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (key === 'publication' && isPublication(value)) return PUBLICATION_LABELS[value];
  if (key === 'status' && typeof value === 'string') return PROJECT_STATUS[value] ?? value;
  if ((key === 'date' || key === 'publish_at') && typeof value === 'string') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) {
      const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' };
      return date.toLocaleString('tr-TR', key === 'publish_at' || withTime ? { ...options, hour: '2-digit', minute: '2-digit' } : options);
    }
  }
  if (Array.isArray(value)) return value.map((v) => readable(key, v, withTime)).join(', ');
  return String(value);
}
