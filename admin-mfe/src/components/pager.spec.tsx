import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { formatCount, Pager, pageItems } from './pager';
import { withPage } from './use-paged-list';
import { TestRouter } from '../test/test-router';

describe('pageItems', () => {
  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(3, 247)).toEqual([1, 2, 3, 4, 'gap', 247]);
    expect(pageItems(100, 247)).toEqual([1, 'gap', 99, 100, 101, 'gap', 247]);
    expect(pageItems(247, 247)).toEqual([1, 'gap', 246, 247]);
  });

  it('shows a single left-out page instead of a gap, and a short list whole', () => {
    expect(pageItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
  });
});

function Address() {
  return <output aria-label="adres">{useLocation().search}</output>;
}

function renderPager(page: number, total: number, url = '/admin/contacts?durum=yeni', capped = false) {
  const search = new URLSearchParams(url.split('?')[1] ?? '');
  return render(
    <TestRouter initialEntries={[url]}>
      <Pager
        page={page}
        pageCount={Math.max(1, Math.ceil(total / 50))}
        total={total}
        noun="talep"
        href={(p) => ({ search: `?${withPage(search, p)}` })}
        capped={capped}
      />
      <Address />
    </TestRouter>,
  );
}

describe('Pager', () => {
  it('says the total and where the person is, in Turkish numbers', () => {
    renderPager(3, 12_345);
    expect(screen.getByText('Toplam 12.345 talep · Sayfa 3 / 247')).toBeInTheDocument();
    expect(formatCount(1_000_000)).toBe('1.000.000');
  });

  it('says when a search stopped counting: more match than it lists (decision 0203)', () => {
    renderPager(2, 1000, '/admin/contacts?q=ayse', true);
    expect(
      screen.getByText(
        "1.000'den fazla talep, ilk 1.000 tanesi listelenir (aramayı daraltın) · Sayfa 2 / 20",
      ),
    ).toBeInTheDocument();
  });

  it('is a navigation of links, the current page marked for screen readers', () => {
    renderPager(3, 12_345);
    const nav = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(nav).getByRole('link', { name: 'Sayfa 3, şu anki sayfa' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Sayfa 247' })).toHaveAttribute(
      'href',
      '/admin/contacts?durum=yeni&sayfa=247',
    );
    expect(within(nav).getByRole('link', { name: /Önceki/ })).toHaveAttribute(
      'href',
      '/admin/contacts?durum=yeni&sayfa=2',
    );
    expect(within(nav).getByRole('link', { name: /Sonraki/ })).toHaveAttribute(
      'href',
      '/admin/contacts?durum=yeni&sayfa=4',
    );
  });

  it('keeps the other filters when it moves, and page 1 has no page in its address', async () => {
    renderPager(2, 120);
    await userEvent.click(screen.getByRole('link', { name: /Önceki/ }));
    expect(screen.getByLabelText('adres')).toHaveTextContent(/^\?durum=yeni$/);
  });

  it('offers no step past either end, and no numbers for a single page', () => {
    const { unmount } = renderPager(1, 120);
    expect(screen.queryByRole('link', { name: /Önceki/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Önceki/).closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    unmount();
    renderPager(1, 12);
    expect(screen.getByText('Toplam 12 talep · Sayfa 1 / 1')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
