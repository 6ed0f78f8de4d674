// The project form's working copy and the rules it is checked against before sending (SPEC §5).
import { emptyLocalized, type Localized, type Project, type ProjectStatus } from '@konak/shared-ui';
import { missingLangs, missingMessage, SLUG_PATTERN, toInt } from '../../../components/form-rules';

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

export function validateProject(d: ProjectDraft): string[] {
  const errors: string[] = [];
  if (!d.slug.trim()) errors.push('Kısa ad (slug) zorunlu');
  else if (!SLUG_PATTERN.test(d.slug.trim())) errors.push('Kısa ad yalnızca küçük harf, rakam ve tire içerebilir (ör. gunes-evleri)');
  const missing = missingLangs(d.title, d.subtitle, d.description);
  if (missing.length) errors.push(missingMessage('Başlık, alt başlık ve açıklama', missing));
  return errors;
}
