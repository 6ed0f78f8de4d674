// A project as a list card shows it (issue 25): the admin's projects screen and every project picker read
// `GET /projects?fields=summary`. The translation state is computed here from the whole row, with the
// contract's one rule, so the card's "Çeviri bekliyor" needs none of the texts it leaves out.
import { LANGS, missingLanguages } from '@konak/contract';
import type { Localized } from '../database/columns.js';
import type { ProjectProgress } from '../progress/latest-progress.js';
import type { UnitSummary } from '../units/unit-summary.js';
import { SUMMARY_EXCERPT, type ProjectSummaryDto } from './dto/project.dto.js';
import type { Project } from './project.entity.js';

/** Each language's text cut to `max` characters (whole code points, so no half of a surrogate pair). */
function cut(text: Localized, max: number): Localized {
  const out = { ...text };
  for (const lang of LANGS) {
    const chars = Array.from(text?.[lang] ?? '');
    out[lang] = chars.length > max ? chars.slice(0, max).join('') : (text?.[lang] ?? '');
  }
  return out;
}

export function projectSummary(
  project: Project & { units: UnitSummary | null; progress: ProjectProgress | null },
): ProjectSummaryDto {
  return {
    id: project.id,
    slug: project.slug,
    title: project.title,
    subtitle: project.subtitle,
    excerpt: cut(project.description, SUMMARY_EXCERPT),
    logo: project.logo,
    cover: project.cover_images?.find(Boolean) || project.gallery?.find(Boolean) || '',
    featured: project.featured,
    status: project.status,
    position: project.position,
    updated_at: new Date(project.updated_at).toISOString(),
    publication: project.publication,
    publish_at: project.publish_at ? new Date(project.publish_at).toISOString() : null,
    units: project.units,
    progress: project.progress,
    missing_languages: missingLanguages(project),
  };
}
