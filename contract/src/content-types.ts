// The kinds of content the admin edits, one list for the audit log, version history and trash (issue 14):
// the API stores these names, the admin shows the Turkish labels.
export const CONTENT_TYPES = [
  'project',
  'blog_post',
  'slider',
  'about',
  'banner',
  'settings',
  'contact_request',
  'user',
  'kvkk_notice',
  'upload',
  'unit',
  'unit_block',
  'exchange_rates',
  'progress_update',
  'payment_plan',
  'webhook',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  project: 'Proje',
  blog_post: 'Blog yazısı',
  slider: 'Slayt',
  about: 'Hakkımızda',
  banner: 'Duyuru bandı',
  settings: 'Site ayarları',
  contact_request: 'Geri arama talebi',
  user: 'Kullanıcı',
  kvkk_notice: 'KVKK metni',
  upload: 'Dosya',
  unit: 'Daire',
  unit_block: 'Blok',
  exchange_rates: 'Döviz kurları',
  progress_update: 'İnşaat güncellemesi',
  payment_plan: 'Ödeme planı',
  webhook: 'Bildirim adresi',
};

/** The types whose earlier states the version history keeps and can restore. */
export const VERSIONED_TYPES = ['project', 'blog_post', 'slider', 'about', 'banner', 'settings'] as const;
export type VersionedType = (typeof VERSIONED_TYPES)[number];

export function isContentType(value: unknown): value is ContentType {
  return (CONTENT_TYPES as readonly unknown[]).includes(value);
}

export function isVersionedType(value: unknown): value is VersionedType {
  return (VERSIONED_TYPES as readonly unknown[]).includes(value);
}
