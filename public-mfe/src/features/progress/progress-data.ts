// A project's construction progress as the public site shows it (issue 12): the public answer's shape,
// the path the server preloads it under, and the one figure the project card shows. Plain functions of
// the API's answers; the phases and the overall rule are the contract's.
import { PROGRESS_PHASES, overallPercent, type PhasePercent, type ProgressPhase } from '@konak/contract';
import type { Localized } from '@konak/shared-ui';

/** One update of GET /api/projects/{slug}/progress. */
export interface ProgressUpdate {
  id: number;
  date: string;
  title: Localized;
  text: Localized;
  photos: string[];
  video_url: string;
  phases: PhasePercent[];
  expected_handover: string | null;
}

export interface ProjectProgress {
  percent: number;
  date: string;
}

/** The API path the server preloads the timeline under (as the client reads it). */
export const progressKey = (slug: string) => `projects/${slug}/progress/`;

/** `progress: {percent, date} | null` of a project card or list item (ongoing projects with an update). */
export function projectProgress(project: { progress?: ProjectProgress | null }): ProjectProgress | null {
  const progress = project.progress;
  return progress && Number.isInteger(progress.percent) ? progress : null;
}

/** An update's phases in building order, unknown keys left out. */
export function orderedPhases(phases: readonly PhasePercent[]): { key: ProgressPhase; percent: number }[] {
  return PROGRESS_PHASES.flatMap((key) => phases.filter((p) => p.key === key).slice(0, 1));
}

export { overallPercent };
