import { render, screen } from '@testing-library/react';
import { parseContent, PostContent } from './post-content';

describe('post content', () => {
  it('splits paragraphs on blank lines and turns ## lines into headings', () => {
    expect(parseContent('Giriş paragrafı\nikinci satır\n\n## Başlık\nMetin\n\nSon')).toEqual([
      { kind: 'paragraph', text: 'Giriş paragrafı ikinci satır' },
      { kind: 'heading', text: 'Başlık' },
      { kind: 'paragraph', text: 'Metin' },
      { kind: 'paragraph', text: 'Son' },
    ]);
  });

  it('shows markup in content as text and never runs it', () => {
    const { container } = render(
      <PostContent content={'<script>window.hacked = true</script>\n\n## <img src=x onerror="alert(1)">'} />,
    );
    expect(screen.getByText('<script>window.hacked = true</script>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<img src=x onerror="alert(1)">' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
