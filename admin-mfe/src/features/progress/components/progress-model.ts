// The progress update form's working copy and the rules it is checked against before sending (issue 12):
// the contract's phases, percentages and dates, the site's video-link rule.
import {
  PROGRESS_PHASES,
  PROGRESS_PHASE_LABELS,
  isIsoDate,
  isPercent,
  type ProgressPhase,
} from '@konak/contract';
import { emptyLocalized, type Localized, type ProgressUpdate } from '@konak/shared-ui';
import { Problems } from '../../../components/field-problems';
import type { FieldNames } from '../../../components/server-refusal';
import type { Problem } from '../../../components/use-form-errors';
import { staffToday } from '../../../components/staff-time';

export interface ProgressDraft {
  date: string;
  title: Localized;
  text: Localized;
  photos: string[];
  video_url: string;
  /** Every phase, as typed ('' = not given: left out of the update). */
  phases: Record<ProgressPhase, string>;
  expected_handover: string;
}

export interface ProgressPayload {
  date: string;
  title: Localized;
  text: Localized;
  photos: string[];
  video_url: string;
  phases: { key: ProgressPhase; percent: number }[];
  expected_handover: string | null;
}

const noPhases = () =>
  Object.fromEntries(PROGRESS_PHASES.map((k) => [k, ''])) as Record<ProgressPhase, string>;

/** Today in Antalya as YYYY-MM-DD (the day staff write the update). */
export function today(now = new Date()): string {
  return staffToday(now);
}

/** A new update starts from the latest one's phases and handover date: usually only a few figures move. */
export function emptyProgress(latest?: ProgressUpdate): ProgressDraft {
  const phases = noPhases();
  for (const p of latest?.phases ?? [])
    if (p.key in phases) phases[p.key as ProgressPhase] = String(p.percent);
  return {
    date: today(),
    title: emptyLocalized(),
    text: emptyLocalized(),
    photos: [],
    video_url: '',
    phases,
    expected_handover: latest?.expected_handover ?? '',
  };
}

export function fromProgress(u: ProgressUpdate): ProgressDraft {
  const phases = noPhases();
  for (const p of u.phases) if (p.key in phases) phases[p.key as ProgressPhase] = String(p.percent);
  return {
    date: u.date,
    title: { ...u.title },
    text: { ...u.text },
    photos: [...u.photos],
    video_url: u.video_url,
    phases,
    expected_handover: u.expected_handover ?? '',
  };
}

export function toPayload(d: ProgressDraft): ProgressPayload {
  return {
    date: d.date,
    title: d.title,
    text: d.text,
    photos: d.photos,
    video_url: d.video_url.trim(),
    phases: PROGRESS_PHASES.filter((k) => d.phases[k].trim() !== '').map((key) => ({
      key,
      percent: Number(d.phases[key]),
    })),
    expected_handover: d.expected_handover || null,
  };
}

/** What the server's refusals name, as she sees the fields. */
export const PROGRESS_FIELDS: FieldNames = {
  date: 'Tarih',
  title: 'Başlık',
  text: 'Açıklama',
  photos: 'Fotoğraflar',
  video_url: 'Video adresi',
  expected_handover: 'Tahmini teslim tarihi',
  phases: { label: 'Aşamalar', fields: { key: 'Aşama', percent: 'Yüzde' } },
};

export function validateProgress(d: ProgressDraft): Problem[] {
  const p = new Problems();
  if (!isIsoDate(d.date)) p.add('date', 'Tarih: geçerli bir tarih seçin');
  // Turkish only: English and Russian may wait for a translator (issue 26), marked "Çeviri bekliyor".
  p.turkish('title', 'Başlık', d.title);
  p.video('video_url', 'Video adresi', d.video_url.trim());
  p.media('photos', 'Fotoğraf', d.photos);
  if (d.expected_handover && !isIsoDate(d.expected_handover))
    p.add('expected_handover', 'Tahmini teslim tarihi: geçerli bir tarih seçin');
  for (const key of PROGRESS_PHASES) {
    const v = d.phases[key].trim();
    if (v !== '' && !(/^\d{1,3}$/.test(v) && isPercent(Number(v))))
      p.add(`phases.${key}`, `${PROGRESS_PHASE_LABELS[key]}: 0 ile 100 arasında bir tam sayı yazın`, true);
  }
  return p.list;
}
