// The sample construction progress (issue 12): every ongoing project has a timeline, newest first, in three
// languages, with figures the API takes and site photos the artwork draws at the stage they report.
import sharp from 'sharp';
import { isIsoDate, isPercent, isProgressPhase } from '@konak/contract';
import { artworkSpec, isArtworkKey, renderArtwork } from '../artwork/index.js';
import { parseSiteStage } from '../artwork/construction-progress.js';
import { SAMPLE_PROGRESS, SAMPLE_PROJECTS } from './index.js';

describe('sample progress updates', () => {
  it('gives every ongoing project, and only those, a timeline of at least three updates, newest first', () => {
    const ongoing = SAMPLE_PROJECTS.filter((p) => p.status === 'ongoing').map((p) => p.slug);
    expect(ongoing.length).toBeGreaterThan(0);
    expect([...new Set(SAMPLE_PROGRESS.map((u) => u.project_slug))].sort()).toEqual([...ongoing].sort());
    for (const slug of ongoing) {
      const dates = SAMPLE_PROGRESS.filter((u) => u.project_slug === slug).map((u) => u.date);
      expect(dates.length).toBeGreaterThanOrEqual(3);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('holds what the API takes: real dates, known phases once each, whole percentages 0–100, texts in tr/en/ru', () => {
    for (const u of SAMPLE_PROGRESS) {
      expect(isIsoDate(u.date)).toBe(true);
      if (u.expected_handover !== null) expect(isIsoDate(u.expected_handover)).toBe(true);
      expect(u.phases.every((p) => isProgressPhase(p.key) && isPercent(p.percent))).toBe(true);
      expect(new Set(u.phases.map((p) => p.key)).size).toBe(u.phases.length);
      for (const text of [u.title, u.text])
        for (const lang of ['tr', 'en', 'ru'] as const) expect(text[lang].trim()).not.toBe('');
      expect(u.photos.length).toBeGreaterThan(0);
      expect(u.photos.every(isArtworkKey)).toBe(true);
    }
  });

  it('shows in its photos the stage it reports (structure and façade percentages)', () => {
    for (const u of SAMPLE_PROGRESS) {
      const percent = (key: string) => u.phases.find((p) => p.key === key)?.percent ?? 0;
      for (const photo of u.photos) {
        const stage = parseSiteStage(photo.split(':')[3] ?? '');
        expect(stage).toMatchObject({ structure: percent('structure'), facade: percent('facade') });
      }
    }
  });
});

describe('site photos', () => {
  it('reads a stage from a key and refuses anything else', () => {
    expect(parseSiteStage('60-20')).toEqual({ structure: 60, facade: 20, view: 'a' });
    expect(parseSiteStage('100-100-c')).toEqual({ structure: 100, facade: 100, view: 'c' });
    for (const bad of ['101-0', '60', '60-20-d', '-1-0', '60-20-a-b', ''])
      expect(parseSiteStage(bad)).toBeNull();
    expect(isArtworkKey('art:site:goksu2:60-20')).toBe(true);
    expect(isArtworkKey('art:site:nowhere:60-20')).toBe(false);
  });

  it('draws a key to a JPEG of the announced size', async () => {
    const key = 'art:site:a1207:70-30-b';
    const meta = await sharp(await renderArtwork(key)).metadata();
    const spec = artworkSpec(key);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', spec.width, spec.height]);
  });
});
