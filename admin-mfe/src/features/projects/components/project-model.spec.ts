import { emptyProject, toPayload, validateProject } from './project-model';
import { excerpt100 } from './project-card';

const full = { tr: 'a', en: 'b', ru: 'c' };

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

  it('requires a valid slug and title, subtitle, description in every language', () => {
    expect(validateProject(emptyProject())).toEqual(['Kısa ad (slug) zorunlu', 'Başlık, alt başlık ve açıklama şu dillerde zorunlu: Türkçe, İngilizce, Rusça']);
    expect(validateProject({ ...emptyProject(), slug: 'gunes-evleri', title: full, subtitle: full, description: { ...full, ru: '' } })).toEqual([
      'Başlık, alt başlık ve açıklama şu dillerde zorunlu: Rusça',
    ]);
    expect(validateProject({ ...emptyProject(), slug: 'gunes-evleri', title: full, subtitle: full, description: full })).toEqual([]);
  });

  it('cuts card descriptions at 100 characters', () => {
    expect(excerpt100('ş'.repeat(150))).toBe(`${'ş'.repeat(100)}…`);
    expect(excerpt100('kısa')).toBe('kısa');
  });
});
