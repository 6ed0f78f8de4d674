import { sectionOf } from './sections';

describe('sectionOf', () => {
  it('puts /admin and everything under it in the admin, the rest in the public site', () => {
    expect(sectionOf('/admin')).toBe('admin');
    expect(sectionOf('/admin/')).toBe('admin');
    expect(sectionOf('/admin/projeler/3')).toBe('admin');
    expect(sectionOf('/')).toBe('public');
    expect(sectionOf('/en/projects/gunes-evleri')).toBe('public');
    // Only the segment: a public address that merely starts with the letters.
    expect(sectionOf('/administrator')).toBe('public');
    expect(sectionOf('/blog/admin')).toBe('public');
  });
});
