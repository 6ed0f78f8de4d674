import { act, screen, within } from '@testing-library/react';
import type { Project } from '@konak/shared-ui';
import { renderAt } from '../../../test/render';
import { readApi } from '../../../api/client';
import { useShowcaseStore } from '../stores/showcase-store';
import { ProjectShowcase } from './project-showcase';

jest.mock('../../../api/client', () => ({ readApi: jest.fn() }));
/** The showcase reads GET /api/projects alone. */
const list = readApi as jest.Mock;
const L = (tr: string) => ({ tr, en: tr, ru: tr });

/** A project saved with the location and architecture tabs left empty, total units 0. */
const project = {
  id: 1,
  slug: 'yarim-proje',
  title: L('Yarım Proje'),
  subtitle: L(''),
  description: L('Açıklama'),
  logo: '',
  cover_images: ['/api/uploads/a.jpg'],
  gallery: ['/api/uploads/a.jpg'],
  featured: true,
  status: 'ongoing',
  technical_info: { description: L('Betonarme.'), total_units: 0, iskan_date: '', units: [] },
  features: [],
  plans: [{ name: L('2+1'), image: '/api/uploads/p.jpg', area: '80', rooms: '2+1' }],
  location: { description: L(''), map_image: '', nearby: [] },
  architecture: { title: L(''), description: L('') },
  architecture_image: '',
} as unknown as Project;

describe('home showcase', () => {
  beforeEach(() => useShowcaseStore.getState().reset());

  it('steps only through the views the editor filled', async () => {
    list.mockResolvedValue([project]);
    renderAt(<ProjectShowcase />);
    const steps = await screen.findByRole('navigation', { name: 'Proje bölümleri' });
    const labels = within(steps)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels.join(' ')).not.toMatch(/Lokasyon|Mimari/);
    expect(labels.join(' ')).toMatch(/Galeri/);

    act(() => useShowcaseStore.getState().setView(5));
    expect(await screen.findByTestId('showcase-view')).toHaveAttribute('data-view', 'gallery');
    expect(screen.queryByText(/bilgisi mevcut değil/)).not.toBeInTheDocument();
  });
});
