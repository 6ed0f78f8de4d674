import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPost } from '@konak/shared-ui';
import { renderAt } from '../../../test/render';
import { clearResourceCache } from '../../../components/use-resource';
import { readListPage } from '../../../api/client';
import { BlogTeaser } from './blog-teaser';

jest.mock('../../../api/client', () => ({ readListPage: jest.fn() }));

const post = (n: number): BlogPost =>
  ({
    id: n,
    slug: `yazi-${n}`,
    title: { tr: `Yazı ${n}`, en: `Post ${n}`, ru: '' },
    excerpt: { tr: 'Özet', en: 'Summary', ru: '' },
    content: { tr: '', en: '', ru: '' },
    image: '',
    category: 'Rehber',
    date: '2024-01-15T00:00:00.000Z',
  }) as unknown as BlogPost;

describe('blog teaser', () => {
  beforeEach(() => {
    clearResourceCache();
    // Eight posts, answered a page at a time as the API pages them.
    (readListPage as jest.Mock).mockImplementation(async (key: string) => {
      const query = new URLSearchParams(key.split('?')[1]);
      const page = Number(query.get('page'));
      const perPage = Number(query.get('per_page'));
      return {
        items: [1, 2, 3, 4, 5, 6, 7, 8].map(post).slice((page - 1) * perPage, page * perPage),
        total: 8,
        page,
        per_page: perPage,
      };
    });
  });

  it('shows three posts a page and pages forward and back, clamped at both ends', async () => {
    renderAt(<BlogTeaser />);
    const grid = await screen.findByTestId('blog-teaser');
    // Only the three cards it shows, without their content.
    expect(readListPage).toHaveBeenCalledWith('blog/?page=1&per_page=3&fields=summary');
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    const previous = screen.getByRole('button', { name: 'Önceki yazılar' });
    const next = screen.getByRole('button', { name: 'Sonraki yazılar' });
    expect(previous).toBeDisabled();

    const user = userEvent.setup();
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Yazı 7')).toBeInTheDocument();
    expect(within(screen.getByTestId('blog-teaser')).getAllByRole('article')).toHaveLength(2);
    expect(next).toBeDisabled();
    expect(readListPage).toHaveBeenCalledWith('blog/?page=3&per_page=3&fields=summary');

    await user.click(screen.getByRole('button', { name: '1. sayfa' }));
    expect(screen.getByText('Yazı 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1. sayfa' })).toHaveAttribute('aria-current', 'true');
  });

  it('falls back to Turkish for a post without a Russian title', async () => {
    renderAt(<BlogTeaser />, '/ru');
    expect(await screen.findByText('Yazı 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Блог' })).toBeInTheDocument();
  });
});
