import { emptyProject, toPayload, validateProject } from './project-model';
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

  it('requires a valid slug and title, subtitle, description in every language, on the basic tab', () => {
    expect(validateProject(emptyProject())).toEqual([
      { tab: 'basic', message: 'Kısa ad (slug) zorunlu' },
      { tab: 'basic', message: 'Başlık, alt başlık ve açıklama şu dillerde zorunlu: Türkçe, İngilizce, Rusça' },
    ]);
    expect(validateProject({ ...emptyProject(), slug: 'gunes-evleri', title: full, subtitle: full, description: { ...full, ru: '' } })).toEqual([
      { tab: 'basic', message: 'Başlık, alt başlık ve açıklama şu dillerde zorunlu: Rusça' },
    ]);
    expect(validateProject(valid)).toEqual([]);
  });

  it('refuses a typed address the server would refuse, naming the tab that holds it', () => {
    const plan = { name: full, image: 'plan.png', area: '', rooms: '' };
    expect(validateProject({ ...valid, video_url: 'bu bir adres değil', plans: [plan], gallery: ['/api/uploads/a.jpg', 'https://cdn.example.com/b.jpg'] })).toEqual([
      { tab: 'basic', message: 'Video adresi /api/uploads/ ya da https:// ile başlayan bir adres olmalı' },
      { tab: 'plans', message: 'Plan görseli adresi /api/uploads/ ya da https:// ile başlayan bir adres olmalı' },
    ]);
  });

  it('cuts card descriptions at 100 characters', () => {
    expect(excerpt100('ş'.repeat(150))).toBe(`${'ş'.repeat(100)}…`);
    expect(excerpt100('kısa')).toBe('kısa');
  });
});
