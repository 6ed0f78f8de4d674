// Reading a project tolerantly: SPEC §3 allows sample-data variants (plain strings, `distances` beside
// `nearby`, features as text). What an editor left empty is not shown
// (docs/decisions/0058-empty-fields-not-shown.md): SPEC's 307 is
// only for old sample data that has no total at all, never for a saved project whose total is 0.
import { pick, type Lang, type LocalizedInput, type Project } from '@konak/shared-ui';

export const DEFAULT_TOTAL_UNITS = 307;

/** The total of independent units, or undefined when there is none to show. The API stores an empty
 *  "Toplam bağımsız bölüm" as 0 and always sends the field, so only data that lacks the key entirely
 *  (old sample data) gets SPEC's 307. */
export function totalUnits(project: Project): number | undefined {
  const info = project.technical_info as Partial<Project['technical_info']> | undefined;
  if (!info || !('total_units' in info) || info.total_units === undefined) return DEFAULT_TOTAL_UNITS;
  const value = Number(info.total_units);
  return info.total_units !== null && Number.isInteger(value) && value > 0 ? value : undefined;
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

// Which of the detail sections have anything to show (an empty one is left out with its menu entry).

export function hasTechnicalInfo(project: Project, lang: Lang): boolean {
  const info = project.technical_info;
  return (
    totalUnits(project) !== undefined ||
    Boolean(info?.iskan_date) ||
    Boolean(pick(info?.description, lang)) ||
    (info?.units ?? []).some((u) => pick(u.type, lang)) ||
    features(project, lang).length > 0
  );
}

export function hasPlans(project: Project): boolean {
  return (project.plans ?? []).length > 0;
}

export function hasLocation(project: Project, lang: Lang): boolean {
  return (
    distances(project, lang).length > 0 ||
    Boolean(locationImage(project)) ||
    Boolean(pick(project.location?.description, lang))
  );
}

export function hasArchitecture(project: Project, lang: Lang): boolean {
  return Boolean(
    pick(project.architecture?.title, lang) ||
    pick(project.architecture?.description, lang) ||
    project.architecture_image,
  );
}

export function hasGallery(project: Project): boolean {
  return (project.gallery ?? []).some(Boolean);
}
