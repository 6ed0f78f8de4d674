// Issue 16 item 8: the category is named in the page's language (no "REHBER" on the English blog).
import { screen } from '@testing-library/react';
import type { BlogPost } from '@konak/shared-ui';
import { renderAt } from '../../../test/render';
import { BlogCard } from './blog-card';

const post = (category: string) =>
  ({
    id: 1,
    slug: 'yazi',
    title: { tr: 'Yazı', en: 'Post', ru: 'Пост' },
    excerpt: { tr: 'Özet', en: 'Summary', ru: 'Кратко' },
    content: { tr: '', en: '', ru: '' },
    image: '',
    category,
    date: '2024-01-15T00:00:00.000Z',
  }) as unknown as BlogPost;

describe('blog card category', () => {
  it('is translated on the English and Russian blogs', () => {
    renderAt(<BlogCard post={post('Rehber')} />, '/en/blog');
    expect(screen.getByText('Guide')).toBeInTheDocument();
    expect(screen.queryByText('Rehber')).not.toBeInTheDocument();
  });

  it('leaves a category outside the list off the Russian blog', () => {
    renderAt(<BlogCard post={post('Kampanya')} />, '/ru/blog');
    expect(screen.queryByText('Kampanya')).not.toBeInTheDocument();
  });

  it('is shown as stored on the Turkish blog', () => {
    renderAt(<BlogCard post={post('Kampanya')} />, '/blog');
    expect(screen.getByText('Kampanya')).toBeInTheDocument();
  });
});
