// The project form's working copy and the rules it is checked against before sending (SPEC §5).
import { emptyLocalized, type Localized, type Project, type ProjectStatus } from '@konak/shared-ui';
import { isMediaUrl, MEDIA_URL_HINT, missingLangs, missingMessage, SLUG_PATTERN, toInt } from '../../../components/form-rules';
import type { FieldNames } from '../../../components/server-refusal';
import type { Problem } from '../../../components/use-form-errors';

/** The form's tabs, in order. */
export const PROJECT_TABS = [
  { key: 'basic', label: 'Temel Bilgiler' },
  { key: 'technical', label: 'Teknik Bilgiler' },
  { key: 'features', label: 'Özellikler' },
  { key: 'plans', label: 'Daire Planları' },
  { key: 'location', label: 'Lokasyon' },
  { key: 'architecture', label: 'Mimari' },
  { key: 'gallery', label: 'Galeri' },
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number]['key'];

export type ProjectPayload = Omit<Project, 'id' | 'created_at' | 'updated_at'>;

export interface UnitDraft {
  type: Localized;
  count: string;
  area: string;
  description: string;
}
export interface ProjectDraft extends Omit<ProjectPayload, 'technical_info'> {
  technical_info: { description: Localized; total_units: string; iskan_date: string; units: UnitDraft[] };
}

const L = emptyLocalized;
const loc = (v: unknown): Localized => {
  if (typeof v === 'string') return { tr: v, en: '', ru: '' };
  const o = (v ?? {}) as Partial<Localized>;
  return { tr: o.tr ?? '', en: o.en ?? '', ru: o.ru ?? '' };
};

export function emptyProject(): ProjectDraft {
  return {
    slug: '',
    title: L(),
    subtitle: L(),
    description: L(),
    logo: '',
    cover_images: [],
    featured: false,
    status: 'ongoing',
    video_url: '',
    gallery: [],
    location_image: '',
    architecture_image: '',
    technical_info: { description: L(), total_units: '', iskan_date: '', units: [] },
    features: [],
    plans: [],
    location: { description: L(), map_image: '', nearby: [] },
    architecture: { title: L(), description: L() },
  };
}

/** A record as the form edits it; missing parts fall back to the empty form. */
export function fromProject(p: Project): ProjectDraft {
  const e = emptyProject();
  const t = p.technical_info ?? ({} as Project['technical_info']);
  return {
    ...e,
    slug: p.slug ?? '',
    title: loc(p.title),
    subtitle: loc(p.subtitle),
    description: loc(p.description),
    logo: p.logo ?? '',
    cover_images: p.cover_images ?? [],
    featured: !!p.featured,
    status: (p.status as ProjectStatus) ?? 'ongoing',
    video_url: p.video_url ?? '',
    gallery: p.gallery ?? [],
    location_image: p.location_image ?? '',
    architecture_image: p.architecture_image ?? '',
    technical_info: {
      description: loc(t.description),
      total_units: t.total_units === undefined || t.total_units === null ? '' : String(t.total_units),
      iskan_date: t.iskan_date ?? '',
      units: (t.units ?? []).map((u) => ({ type: loc(u.type), count: String(u.count ?? ''), area: u.area ?? '', description: u.description ?? '' })),
    },
    features: (p.features ?? []).map((f) => (typeof f === 'string' ? { title: loc(f), description: L() } : { title: loc(f.title), description: loc(f.description) })),
    plans: (p.plans ?? []).map((pl) => ({ name: loc(pl.name), image: pl.image ?? '', area: pl.area ?? '', rooms: pl.rooms ?? '' })),
    location: {
      description: loc(p.location?.description),
      map_image: p.location?.map_image ?? '',
      nearby: (p.location?.nearby ?? []).map((n) => ({ name: loc(n.name), distance: n.distance ?? '' })),
    },
    architecture: { title: loc(p.architecture?.title), description: loc(p.architecture?.description) },
  };
}

/** What is sent: integers parsed with fallback 0, empty gallery entries dropped. */
export function toPayload(d: ProjectDraft): ProjectPayload {
  return {
    ...d,
    slug: d.slug.trim(),
    video_url: d.video_url.trim(),
    gallery: d.gallery.map((u) => u.trim()).filter(Boolean),
    cover_images: d.cover_images.map((u) => u.trim()).filter(Boolean),
    technical_info: {
      ...d.technical_info,
      total_units: toInt(d.technical_info.total_units),
      units: d.technical_info.units.map((u) => ({ ...u, count: toInt(u.count) })),
    },
  };
}

/** Problems to fix before sending, each with the tab that holds the field (SPEC §5 + the API's rules). */
export function validateProject(d: ProjectDraft): Problem<ProjectTab>[] {
  const problems: Problem<ProjectTab>[] = [];
  const add = (tab: ProjectTab, message: string) => problems.push({ tab, message });
  if (!d.slug.trim()) add('basic', 'Kısa ad (slug) zorunlu');
  else if (!SLUG_PATTERN.test(d.slug.trim())) add('basic', 'Kısa ad yalnızca küçük harf, rakam ve tire içerebilir (ör. gunes-evleri)');
  const missing = missingLangs(d.title, d.subtitle, d.description);
  if (missing.length) add('basic', missingMessage('Başlık, alt başlık ve açıklama', missing));
  // Addresses typed by hand: the server takes only its own uploads and http(s) links.
  const addresses: [ProjectTab, string, string[]][] = [
    ['basic', 'Video adresi', [d.video_url]],
    ['basic', 'Logo adresi', [d.logo]],
    ['basic', 'Kapak görseli adresi', d.cover_images],
    ['plans', 'Plan görseli adresi', d.plans.map((p) => p.image)],
    ['location', 'Harita görseli adresi', [d.location.map_image]],
    ['architecture', 'Mimari görsel adresi', [d.architecture_image]],
    ['gallery', 'Galeri görseli adresi', d.gallery],
  ];
  for (const [tab, label, urls] of addresses) if (!urls.every(isMediaUrl)) add(tab, `${label} ${MEDIA_URL_HINT}`);
  return problems;
}

/** The form's names of the API's fields, so a refusal says which field it means. */
export const PROJECT_FIELDS: FieldNames = {
  slug: 'Kısa ad (slug)',
  title: 'Başlık',
  subtitle: 'Alt başlık',
  description: 'Açıklama',
  status: 'Durum',
  video_url: 'Video adresi',
  logo: 'Logo',
  cover_images: { label: 'Kapak görselleri', item: 'görsel' },
  technical_info: {
    label: 'Teknik Bilgiler',
    fields: {
      description: 'Teknik açıklama',
      total_units: 'Toplam bağımsız bölüm',
      iskan_date: 'İskân tarihi',
      units: { label: 'Daire tipleri', item: 'tip', fields: { type: 'Tip', count: 'Adet', area: 'Alan', description: 'Açıklama' } },
    },
  },
  features: { label: 'Özellikler', item: 'özellik', fields: { title: 'Başlık', description: 'Açıklama' } },
  plans: { label: 'Daire Planları', item: 'plan', fields: { name: 'Plan adı', image: 'Plan görseli', area: 'Alan', rooms: 'Oda sayısı' } },
  location: {
    label: 'Lokasyon',
    fields: { description: 'Lokasyon açıklaması', map_image: 'Harita görseli', nearby: { label: 'Yakın yerler', item: 'yer', fields: { name: 'Yer adı', distance: 'Mesafe' } } },
  },
  architecture: { label: 'Mimari', fields: { title: 'Mimari başlık', description: 'Mimari açıklama' } },
  architecture_image: 'Mimari › Mimari görsel',
  gallery: { label: 'Galeri', item: 'görsel' },
};
