// Reading a project tolerantly: SPEC §3 allows sample-data variants (plain strings, `distances` beside
// `nearby`, features as text), and the public side defaults total units to 307.
import { pick, type Lang, type LocalizedInput, type Project, type ProjectStatus } from '@konak/shared-ui';

export const DEFAULT_TOTAL_UNITS = 307;

export const STATUS_KEYS: Record<ProjectStatus, string> = {
  completed: 'projects.completed',
  ongoing: 'projects.ongoing',
  planned: 'projects.planned',
};

export function statusKey(status: string | undefined): string | undefined {
  return STATUS_KEYS[status as ProjectStatus];
}

export function totalUnits(project: Project): number {
  const value = Number(project.technical_info?.total_units);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TOTAL_UNITS;
}

export interface Distance {
  name: string;
  distance: string;
}

export function distances(project: Project, lang: Lang): Distance[] {
  const location = project.location as Project['location'] & { distances?: Project['location']['nearby'] };
  const list = location?.nearby?.length ? location.nearby : (location?.distances ?? []);
  return list
    .map((d) => ({ name: pick(d.name as LocalizedInput, lang), distance: String(d.distance ?? '') }))
    .filter((d) => d.name);
}

export function locationImage(project: Project): string {
  return project.location?.map_image || project.location_image || '';
}

export interface FeatureItem {
  title: string;
  description: string;
}

export function features(project: Project, lang: Lang): FeatureItem[] {
  const list = (project.features ?? []) as unknown[];
  return list
    .map((f) =>
      typeof f === 'string'
        ? { title: f, description: '' }
        : {
            title: pick((f as { title?: LocalizedInput }).title, lang),
            description: pick((f as { description?: LocalizedInput }).description, lang),
          },
    )
    .filter((f) => f.title);
}

/** "9" → "9 km"; a distance that already has its unit stays as it is. */
export function withKm(distance: string, km: string): string {
  return /^\s*[\d.,]+\s*$/.test(distance) ? `${distance.trim()} ${km}` : distance;
}

/** Cover images, else the first gallery image, else the logo: there is always something to show. */
export function coverImages(project: Project): string[] {
  const covers = (project.cover_images ?? []).filter(Boolean);
  if (covers.length) return covers;
  const first = project.gallery?.find(Boolean);
  return first ? [first] : project.logo ? [project.logo] : [];
}
