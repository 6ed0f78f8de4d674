import { finderPageQuery } from './finder-page.js';
import { parseHomeQuery } from './home-finder.js';
import {
  SHORTLIST_LIMITS,
  SHORTLIST_SEPARATOR,
  compareIds,
  compareQuery,
  compareReadPath,
  shortlistIds,
  shortlistUnitHomes,
  requestUnitText,
  requestUnitProjects,
  shortlistUnitText,
  toggleShortlist,
} from './shortlist.js';

describe('shortlistIds', () => {
  it('keeps positive whole ids in their order, drops repeats and anything else, at most four', () => {
    expect(shortlistIds([7, '3', 7, 0, -2, 1.5, 'x', '012', null, 9, 11, 12])).toEqual([7, 3, 9, 11]);
    expect(shortlistIds('5, 2,5,abc')).toEqual([5, 2]);
    expect(shortlistIds({ ids: [1] })).toEqual([]);
    expect(shortlistIds(['1234567890'])).toEqual([]);
  });
});

describe('toggleShortlist', () => {
  it('adds, removes, and refuses a fifth home leaving the list unchanged', () => {
    expect(toggleShortlist([], 4)).toEqual({ ids: [4], full: false });
    expect(toggleShortlist([4, 5], 4)).toEqual({ ids: [5], full: false });
    expect(toggleShortlist([1, 2, 3, 4], 9)).toEqual({ ids: [1, 2, 3, 4], full: true });
    expect(toggleShortlist([1, 2, 3, 4], 3)).toEqual({ ids: [1, 2, 4], full: false });
    expect(SHORTLIST_LIMITS.homes).toBe(4);
  });
});

describe('the compare address', () => {
  it('writes the share link and reads it back through the host’s canonical query, in any order', () => {
    expect(compareQuery([9, 3, 7])).toBe('id=9,3,7');
    expect(compareQuery([])).toBe('');
    const canonical = finderPageQuery(compareQuery([9, 3, 7]));
    expect(canonical).toBe(finderPageQuery('id=3,7,9'));
    expect(compareIds(canonical)).toEqual([3, 7, 9]);
  });

  it('shows the first four of more ids and ignores the other filters', () => {
    expect(compareIds(finderPageQuery('id=8,1,5,3,2&rooms=3%2B1'))).toEqual([1, 2, 3, 5]);
    expect(compareIds('')).toEqual([]);
  });

  it('refuses an id that is not a positive whole number', () => {
    const parsed = parseHomeQuery('id=3,x');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors[0]).toMatchObject({ param: 'id', code: 'invalid' });
    expect(compareIds(finderPageQuery('id=3,x'))).toEqual([]);
    expect(parseHomeQuery('id=0').ok).toBe(false);
  });

  it('reads those homes, reserved ones too, on one page', () => {
    expect(compareReadPath([9, 3])).toBe('homes/?id=3%2C9&status=available%2Creserved&per_page=4');
    expect(compareReadPath([])).toBe('');
  });
});

describe('shortlistUnitText', () => {
  it('names each home by its project and label, once, at most four, within the column', () => {
    const homes = [
      { project: 'lara-evleri', label: 'A-2-3' },
      { project: 'gokce-konaklari', label: 'B-4-12' },
      { project: 'lara-evleri', label: 'A-2-3' },
    ];
    expect(shortlistUnitText(homes)).toBe(`lara-evleri A-2-3${SHORTLIST_SEPARATOR}gokce-konaklari B-4-12`);
    const long = Array.from({ length: 6 }, (_, i) => ({
      project: 'p'.repeat(120),
      label: `${'b'.repeat(20)}-200-${String(i).padStart(20, 'n')}`,
    }));
    const text = shortlistUnitText(long);
    expect(text.split(SHORTLIST_SEPARATOR)).toHaveLength(SHORTLIST_LIMITS.homes);
    expect(text.length).toBeLessThanOrEqual(SHORTLIST_LIMITS.unitText);
  });
});

describe('shortlistUnitHomes', () => {
  it('reads the homes back for staff; a one-unit label names no project', () => {
    const homes = [
      { project: 'lara-evleri', label: 'A-2-3' },
      { project: 'gokce-konaklari', label: 'B-4-12' },
    ];
    expect(shortlistUnitHomes(shortlistUnitText(homes))).toEqual(homes);
    expect(shortlistUnitHomes('B-4-12')).toEqual([]);
    expect(shortlistUnitHomes('')).toEqual([]);
  });
});

describe('requestUnitText', () => {
  const titles: Record<string, string> = { 'kundu-villalari': 'Kundu Villaları' };
  const title = (slug: string) => titles[slug] ?? '';

  it('names a shortlist’s homes as buyers saw them: label and project name, the slug when it has none', () => {
    const unit = shortlistUnitText([
      { project: 'kundu-villalari', label: 'A-3-12' },
      { project: 'silinmis-proje', label: 'B-1-2' },
    ]);
    expect(requestUnitText({ project: '', unit }, title)).toBe(
      'A-3-12 · Kundu Villaları, B-1-2 · silinmis-proje',
    );
    expect(requestUnitProjects({ project: '', unit })).toEqual(['kundu-villalari', 'silinmis-proje']);
  });

  it('leaves a one-unit request’s label as it is, even one with a space', () => {
    expect(requestUnitText({ project: 'kundu-villalari', unit: 'Villa 3' }, title)).toBe('Villa 3');
    expect(requestUnitText({ project: '', unit: 'B-4-12' }, title)).toBe('B-4-12');
    expect(requestUnitProjects({ project: 'kundu-villalari', unit: 'Villa 3' })).toEqual([]);
  });
});
