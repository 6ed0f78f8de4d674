import { screen, within } from '@testing-library/react';
import type { Project } from '@konak/shared-ui';
import { renderAt } from '../../../test/render';
import { ProjectDetail } from './project-detail';
import { TechnicalInfo } from './technical-info';
import { totalUnits } from './project-data';

const L = (tr: string) => ({ tr, en: tr, ru: tr });

/** What the API answers for a project saved with only its required fields filled (total_units 0). */
const bare = {
  id: 7,
  slug: 'yeni-proje',
  title: L('Yeni Proje'),
  subtitle: L(''),
  description: L('Kepez’de yeni bir proje.'),
  logo: '',
  cover_images: [],
  gallery: [],
  featured: false,
  status: 'ongoing',
  technical_info: { description: L(''), total_units: 0, iskan_date: '', units: [] },
  features: [],
  plans: [],
  location: { description: L(''), map_image: '', nearby: [] },
  architecture: { title: L(''), description: L('') },
  architecture_image: '',
} as unknown as Project;

const filled = {
  ...bare,
  technical_info: { description: L(''), total_units: 96, iskan_date: '2025-06', units: [] },
  location: {
    description: L('Havalimanına yakın.'),
    map_image: '',
    nearby: [{ name: L('Havalimanı'), distance: '9' }],
  },
  architecture: { title: L('Modern cephe'), description: L('Taş ve ahşap.') },
} as unknown as Project;

describe('project detail: what the editor did not fill is not shown', () => {
  it('shows no invented total of units for a project saved with the total empty', () => {
    renderAt(<ProjectDetail project={bare} />, '/projeler/yeni-proje');
    expect(screen.queryAllByText('Bağımsız Bölüm')).toHaveLength(0);
    expect(screen.queryAllByText('307')).toHaveLength(0);
    expect(screen.queryAllByText('0')).toHaveLength(0);
  });

  it('hides empty sections and their entries in the section menu, in every language', () => {
    for (const [path, nav] of [
      ['/projeler/yeni-proje', 'Lokasyon'],
      ['/en/projeler/yeni-proje', 'Location'],
      ['/ru/projeler/yeni-proje', 'Расположение'],
    ] as const) {
      const { unmount } = renderAt(<ProjectDetail project={bare} />, path);
      expect(
        screen.queryAllByText(
          /bilgisi mevcut değil|is not available|отсутствует|galeri görseli|gallery images|галереи ещё/i,
        ),
      ).toHaveLength(0);
      expect(document.querySelector('#lokasyon, #mimari, #teknik, #planlar, #galeri')).toBeNull();
      const menu = screen.queryByRole('navigation', { name: /./ });
      if (menu) expect(within(menu).queryByText(nav)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows the figures and sections the editor filled', () => {
    renderAt(<ProjectDetail project={filled} />, '/projeler/yeni-proje');
    expect(screen.getAllByText('96').length).toBeGreaterThan(0);
    expect(document.querySelector('#lokasyon')).not.toBeNull();
    expect(document.querySelector('#mimari')).not.toBeNull();
    expect(document.querySelector('#teknik')).not.toBeNull();
    expect(document.querySelector('#galeri')).toBeNull();
    const menu = screen.getByRole('navigation');
    expect(within(menu).getByText('Lokasyon')).toBeInTheDocument();
    expect(within(menu).getByText('Mimari')).toBeInTheDocument();
    expect(within(menu).queryByText('Galeri')).not.toBeInTheDocument();
  });

  it('lists the sections the route adds (homes, progress) first in the section menu, linking to their anchors', () => {
    renderAt(
      <ProjectDetail
        project={filled}
        extraSections={[
          { id: 'daireler', label: 'Daireler' },
          { id: 'insaat', label: 'İnşaat Durumu' },
        ]}
      >
        <section id="daireler" />
        <section id="insaat" />
      </ProjectDetail>,
      '/projeler/yeni-proje',
    );
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.slice(0, 2).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Daireler', '#daireler'],
      ['İnşaat Durumu', '#insaat'],
    ]);
    expect(links[2]).toHaveTextContent('Teknik Bilgiler');
  });

  it('keeps SPEC’s 307 only for old sample data that has no total at all', () => {
    const legacy = { ...bare, technical_info: { units: [] } } as unknown as Project;
    expect(totalUnits(legacy)).toBe(307);
    expect(totalUnits(bare)).toBeUndefined();
    expect(
      totalUnits({
        ...bare,
        technical_info: { ...bare.technical_info, total_units: null },
      } as unknown as Project),
    ).toBeUndefined();
    expect(totalUnits(filled)).toBe(96);
  });

  it('the home showcase’s technical view shows no total for a project saved without one', () => {
    renderAt(
      <TechnicalInfo
        project={
          { ...bare, technical_info: { ...bare.technical_info, iskan_date: '2025-06' } } as unknown as Project
        }
      />,
    );
    expect(screen.queryByTestId('total-units')).not.toBeInTheDocument();
    expect(screen.getByText('2025-06')).toBeInTheDocument();
  });
});

describe('project detail: the first screen', () => {
  it('loads the first cover first: at once, high priority; the neighbours beside it low', () => {
    const covers = {
      ...bare,
      cover_images: ['/api/uploads/a.jpg', '/api/uploads/b.jpg', '/api/uploads/c.jpg'],
    } as Project;
    const { container } = renderAt(<ProjectDetail project={covers} />, '/projeler/yeni-proje');
    const first = container.querySelector('img[src="/api/uploads/a.jpg"]')!;
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBe('eager');
    for (const src of ['/api/uploads/b.jpg', '/api/uploads/c.jpg'])
      expect(container.querySelector(`img[src="${src}"]`)!.getAttribute('fetchpriority')).toBe('low');
  });
});
