// A project's stage: the codes the API stores and the words every screen, the site and the brochure show
// for them (one place: the admin once said "Planlı", "Planlanıyor" and the brochure "Planlanan").
import type { Lang } from './languages.js';

export const PROJECT_STATUSES = ['completed', 'ongoing', 'planned'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const isProjectStatus = (value: unknown): value is ProjectStatus =>
  typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);

/** The stage in each language: the admin reads `tr`; the site and the brochure the page's language. */
export const PROJECT_STATUS_LABELS: Record<Lang, Record<ProjectStatus, string>> = {
  tr: { completed: 'Tamamlandı', ongoing: 'Devam ediyor', planned: 'Planlı' },
  en: { completed: 'Completed', ongoing: 'Under construction', planned: 'Planned' },
  ru: { completed: 'Сдан', ongoing: 'Строится', planned: 'Планируется' },
};

/** The most projects the home page's showcase offers (`GET /api/projects/?showcase=true`): the featured
 *  ones, or the first ones by position when none is featured. The page reads their cards and one whole
 *  project at a time, so a site of fifty projects draws the same home page as one of five (issue 25). */
export const SHOWCASE_SIZE = 12;
