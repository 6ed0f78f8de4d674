import type { Project } from '@konak/shared-ui';
import { emptyProject, fromProject, toPayload, validateProject, missingTranslations } from './project-model';
import { excerpt100 } from './project-card';

const full = { tr: 'a', en: 'b', ru: 'c' };
const valid = { ...emptyProject(), slug: 'gunes-evleri', title: full, subtitle: full, description: full };

describe('project form model', () => {
  it('parses total units and unit counts with a fallback of 0', () => {
    const d = emptyProject();
    d.technical_info.total_units = 'üç yüz';
    d.technical_info.units = [
      { type: full, count: '43', area: '35m²', description: '' },
      { type: full, count: '', area: '', description: '' },
    ];
    const p = toPayload(d);
    expect(p.technical_info.total_units).toBe(0);
    expect(p.technical_info.units.map((u) => u.count)).toEqual([43, 0]);
  });

  it('drops empty gallery entries and trims URLs', () => {
    const p = toPayload({ ...emptyProject(), gallery: [' /api/uploads/a.jpg ', '  ', ''] });
    expect(p.gallery).toEqual(['/api/uploads/a.jpg']);
  });

  it('requires a valid slug and title, subtitle, description in Turkish (English and Russian may wait, issue 26), on the basic tab', () => {
    expect(validateProject(emptyProject()).map((p) => (typeof p === 'string' ? p : p.message))).toEqual([
      'Sayfa adresi boş',
      'Türkçe başlık boş',
      'Türkçe alt başlık boş',
      'Türkçe açıklama boş',
    ]);
    expect(
      validateProject({
        ...emptyProject(),
        slug: 'gunes-evleri',
        title: full,
        subtitle: full,
        description: { ...full, tr: '' },
      }),
    ).toEqual([{ tab: 'basic', field: 'description.tr', message: 'Türkçe açıklama boş' }]);
    const turkish = { tr: 'Güneş', en: '', ru: '' };
    expect(
      validateProject({
        ...emptyProject(),
        slug: 'gunes-evleri',
        title: turkish,
        subtitle: turkish,
        description: turkish,
      }),
    ).toEqual([]);
    expect(validateProject(valid)).toEqual([]);
  });

  it('refuses a typed address the server would refuse, naming the tab that holds it', () => {
    const plan = { key: 'plan-1', name: full, image: 'plan.png', area: '', rooms: '' };
    expect(
      validateProject({
        ...valid,
        video_url: 'bu bir adres değil',
        plans: [plan],
        gallery: ['/api/uploads/a.jpg', 'https://cdn.example.com/b.jpg'],
      }),
    ).toEqual([
      {
        tab: 'basic',
        field: 'video_url',
        message: 'Video adresi: geçerli bir web adresi yazın, örn. https://www.youtube.com/watch?v=…',
        live: true,
      },
      {
        tab: 'plans',
        field: 'plans.0.image',
        message: '1. planın görseli: geçerli bir web adresi yazın, örn. https://… — ya da bir dosya yükleyin',
        live: true,
      },
    ]);
  });

  it('names the optional translations left empty, for a warning on saving', () => {
    const plan = { key: 'plan-1', name: { tr: '2+1 Daire', en: '', ru: '' }, image: '', area: '', rooms: '' };
    const untranslated = {
      ...valid,
      plans: [plan],
      architecture: {
        title: { tr: 'Mimari', en: 'Architecture', ru: '' },
        description: { tr: '', en: '', ru: '' },
      },
    };
    expect(missingTranslations(untranslated)).toEqual([
      '1. planın adı (İngilizce)',
      '1. planın adı (Rusça)',
      'Mimari başlık (Rusça)',
    ]);
    expect(missingTranslations(valid)).toEqual([]);
  });

  it('sends each plan’s key back as it came (units name their type by it), a new plan’s empty', () => {
    const plans = [
      { key: 'plan-2', name: full, image: '', area: '55 m²', rooms: '2+1' },
      { key: 'plan-1', name: full, image: '', area: '35 m²', rooms: '1+1' },
    ];
    const d = fromProject({ ...valid, id: 3, plans } as unknown as Project);
    d.plans.push({ key: '', name: full, image: '', area: '', rooms: '' });
    expect(toPayload(d).plans.map((p) => p.key)).toEqual(['plan-2', 'plan-1', '']);
  });

  it('cuts card descriptions at 100 characters', () => {
    expect(excerpt100('ş'.repeat(150))).toBe(`${'ş'.repeat(100)}…`);
    expect(excerpt100('kısa')).toBe('kısa');
  });
});
