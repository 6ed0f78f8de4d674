// The project form's working copy and the rules it is checked against before sending (SPEC §5).
import { emptyLocalized, type Localized, type Project, type ProjectStatus } from '@konak/shared-ui';
import { LANG_NAMES, missingLangs, SLUG_PATTERN, toInt } from '../../../components/form-rules';
import { Problems } from '../../../components/field-problems';
import {
  publicationFrom,
  publicationPayload,
  publicationProblem,
  type PublicationDraft,
} from '../../../components/publication';
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
export interface ProjectDraft
  extends Omit<ProjectPayload, 'technical_info' | 'publication' | 'publish_at'>, PublicationDraft {
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
    ...publicationFrom(undefined),
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
      units: (t.units ?? []).map((u) => ({
        type: loc(u.type),
        count: String(u.count ?? ''),
        area: u.area ?? '',
        description: u.description ?? '',
      })),
    },
    features: (p.features ?? []).map((f) =>
      typeof f === 'string'
        ? { title: loc(f), description: L() }
        : { title: loc(f.title), description: loc(f.description) },
    ),
    // The key goes back as it came: units name their type by it ('' = new plan, the server names it).
    plans: (p.plans ?? []).map((pl) => ({
      key: pl.key ?? '',
      name: loc(pl.name),
      image: pl.image ?? '',
      area: pl.area ?? '',
      rooms: pl.rooms ?? '',
    })),
    location: {
      description: loc(p.location?.description),
      map_image: p.location?.map_image ?? '',
      nearby: (p.location?.nearby ?? []).map((n) => ({ name: loc(n.name), distance: n.distance ?? '' })),
    },
    architecture: { title: loc(p.architecture?.title), description: loc(p.architecture?.description) },
    ...publicationFrom(p),
  };
}

/** What is sent: integers parsed with fallback 0, empty gallery entries dropped. */
export function toPayload({ publish_local, ...d }: ProjectDraft): ProjectPayload {
  return {
    ...d,
    ...publicationPayload({ publication: d.publication, publish_local }),
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

/** Problems to fix before sending, each at its field and tab (SPEC §5 + the API's rules). */
export function validateProject(d: ProjectDraft): Problem<ProjectTab>[] {
  const p = new Problems<ProjectTab>().on('basic');
  if (!d.slug.trim()) p.add('slug', 'Sayfa adresi boş');
  else if (!SLUG_PATTERN.test(d.slug.trim()))
    p.add('slug', 'Sayfa adresi yalnızca küçük harf, rakam ve tire içerebilir (ör. gunes-evleri)', true);
  // Turkish only: English and Russian may wait for a translator (issue 26), marked "Çeviri bekliyor".
  p.turkish('title', 'Başlık', d.title)
    .turkish('subtitle', 'Alt başlık', d.subtitle)
    .turkish('description', 'Açıklama', d.description);
  // Addresses typed by hand: the server takes only its own uploads and http(s) links.
  p.video('video_url', 'Video adresi', d.video_url)
    .media('logo', 'Logo', d.logo)
    .media('cover_images', 'Kapak görseli', d.cover_images);
  d.plans.forEach((plan, i) =>
    p.on('plans').media(`plans.${i}.image`, `${i + 1}. planın görseli`, plan.image),
  );
  p.on('location').media('location.map_image', 'Harita görseli', d.location.map_image);
  p.on('architecture').media('architecture_image', 'Mimari görsel', d.architecture_image);
  p.on('gallery').media('gallery', 'Galeri görseli', d.gallery);
  // The publication control sits below the tabs, on every one of them.
  const schedule = publicationProblem(d);
  if (schedule) p.list.push({ field: 'publish_at', message: schedule });
  return p.list;
}

/** Optional translations left empty, named for a warning on saving (not a refusal). */
export function missingTranslations(d: ProjectDraft): string[] {
  const named = (what: string, value: Localized) =>
    value.tr.trim() ? missingLangs(value).map((l) => `${what} (${LANG_NAMES[l]})`) : [];
  return [
    ...d.plans.flatMap((pl, i) => named(`${i + 1}. planın adı`, pl.name)),
    ...d.features.flatMap((f, i) => named(`${i + 1}. özellik`, f.title)),
    ...d.technical_info.units.flatMap((u, i) => named(`${i + 1}. daire tipi`, u.type)),
    ...d.location.nearby.flatMap((n, i) => named(`${i + 1}. yakın yer`, n.name)),
    ...named('Teknik açıklama', d.technical_info.description),
    ...named('Lokasyon açıklaması', d.location.description),
    ...named('Mimari başlık', d.architecture.title),
    ...named('Mimari açıklama', d.architecture.description),
  ];
}

/** The tab holding a field the server named (`plans.0.image` → plans). */
export function projectTabOf(field: string): ProjectTab {
  const top = field.split('.')[0];
  const tabs: Record<string, ProjectTab> = {
    technical_info: 'technical',
    features: 'features',
    plans: 'plans',
    location: 'location',
    location_image: 'location',
    architecture: 'architecture',
    architecture_image: 'architecture',
    gallery: 'gallery',
  };
  return tabs[top] ?? 'basic';
}

/** The form's names of the API's fields, so a refusal says which field it means. */
export const PROJECT_FIELDS: FieldNames = {
  slug: 'Sayfa adresi',
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
      units: {
        label: 'Daire tipleri',
        item: 'tip',
        fields: { type: 'Tip', count: 'Adet', area: 'Alan', description: 'Açıklama' },
      },
    },
  },
  features: { label: 'Özellikler', item: 'özellik', fields: { title: 'Başlık', description: 'Açıklama' } },
  plans: {
    label: 'Daire Planları',
    item: 'plan',
    fields: { name: 'Plan adı', image: 'Plan görseli', area: 'Alan', rooms: 'Oda sayısı' },
  },
  location: {
    label: 'Lokasyon',
    fields: {
      description: 'Lokasyon açıklaması',
      map_image: 'Harita görseli',
      nearby: { label: 'Yakın yerler', item: 'yer', fields: { name: 'Yer adı', distance: 'Mesafe' } },
    },
  },
  architecture: { label: 'Mimari', fields: { title: 'Mimari başlık', description: 'Mimari açıklama' } },
  architecture_image: 'Mimari › Mimari görsel',
  gallery: { label: 'Galeri', item: 'görsel' },
  publication: 'Yayın durumu',
  publish_at: 'Yayın zamanı',
};
