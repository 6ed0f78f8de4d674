import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Link, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import {
  apiQuery,
  LIST_PARAMS,
  TYPING_PAUSE_MS,
  usePagedList,
  withFilter,
  type FetchPage,
  type ListParam,
} from './use-paged-list';
import { TestRouter } from '../test/test-router';

const WORDS: Record<string, string> = { yeni: 'new', iletisimde: 'contacted' };
const PARAMS: ListParam[] = [
  { name: LIST_PARAMS.status, api: 'status', toApi: (w) => WORDS[w] },
  { name: LIST_PARAMS.project, api: 'project' },
  { name: LIST_PARAMS.q, api: 'q', typed: true },
];

describe('the address of a paged list', () => {
  it('maps the Turkish names and words to the API’s, with the page and its size', () => {
    const search = new URLSearchParams('durum=yeni&proje=gunes-evleri&q=ay%C5%9Fe&sayfa=3');
    expect(apiQuery(search, PARAMS, 50)).toEqual({
      status: 'new',
      project: 'gunes-evleri',
      q: 'ayşe',
      page: 3,
      per_page: 50,
    });
  });

  it('drops what it does not know and reads a bad page as the first', () => {
    expect(apiQuery(new URLSearchParams('durum=bilinmez&sayfa=-2&x=1'), PARAMS, 20)).toEqual({
      page: 1,
      per_page: 20,
    });
    expect(apiQuery(new URLSearchParams('sayfa=abc&q=%20%20'), PARAMS, 20)).toEqual({
      page: 1,
      per_page: 20,
    });
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter(new URLSearchParams('durum=yeni&sayfa=4'), 'proje', 'x').toString()).toBe(
      'durum=yeni&proje=x',
    );
    expect(withFilter(new URLSearchParams('durum=yeni&sayfa=4'), 'durum', '').toString()).toBe('');
  });
});

type Row = { id: number };

function List({ fetchPage }: { fetchPage: FetchPage<Row> }) {
  const list = usePagedList<Row>({ params: PARAMS, perPage: 10, fetchPage });
  const { search } = useLocation();
  return (
    <>
      <output aria-label="adres">{search}</output>
      <output aria-label="satırlar">{list.items.map((r) => r.id).join(',')}</output>
      <output aria-label="toplam">{`${list.total} · ${list.page}/${list.pageCount} · ${list.status}`}</output>
      <input
        aria-label="Ara"
        value={list.value(LIST_PARAMS.q)}
        onChange={(e) => list.setFilter(LIST_PARAMS.q, e.target.value)}
      />
      <button type="button" onClick={() => list.setFilter(LIST_PARAMS.status, 'iletisimde')}>
        İletişimde
      </button>
    </>
  );
}

const text = (label: string) => screen.getByLabelText(label).textContent;

describe('usePagedList', () => {
  afterEach(() => jest.useRealTimers());

  it('reads the page the address names, with the total from the answer', async () => {
    const fetchPage = jest.fn<ReturnType<FetchPage<Row>>, Parameters<FetchPage<Row>>>(async () => ({
      items: [{ id: 21 }, { id: 22 }],
      total: 1234,
    }));
    render(
      <TestRouter initialEntries={['/?durum=yeni&sayfa=3']}>
        <List fetchPage={fetchPage} />
      </TestRouter>,
    );
    expect(await screen.findByText('21,22')).toBeInTheDocument();
    expect(text('toplam')).toBe('1234 · 3/124 · ready');
    expect(fetchPage).toHaveBeenCalledWith({ status: 'new', page: 3, per_page: 10 }, expect.any(AbortSignal));
  });

  it('writes a filter to the address, back at page 1', async () => {
    const fetchPage = jest.fn<ReturnType<FetchPage<Row>>, Parameters<FetchPage<Row>>>(async () => ({
      items: [],
      total: 0,
    }));
    render(
      <TestRouter initialEntries={['/?sayfa=3']}>
        <List fetchPage={fetchPage} />
      </TestRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'İletişimde' }));
    expect(text('adres')).toBe('?durum=iletisimde');
    expect(fetchPage).toHaveBeenLastCalledWith(
      { status: 'contacted', page: 1, per_page: 10 },
      expect.any(AbortSignal),
    );
  });

  it('asks once the person pauses typing, not at every key', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchPage = jest.fn<ReturnType<FetchPage<Row>>, Parameters<FetchPage<Row>>>(async () => ({
      items: [],
      total: 0,
    }));
    render(
      <TestRouter initialEntries={['/']}>
        <List fetchPage={fetchPage} />
      </TestRouter>,
    );
    await act(async () => undefined);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Ara'), 'ayşe');
    // What is typed shows at once; the address and the server wait for the pause.
    expect(screen.getByLabelText('Ara')).toHaveValue('ayşe');
    expect(text('adres')).toBe('');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(text('adres')).toBe('?q=ay%C5%9Fe');
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage).toHaveBeenLastCalledWith({ q: 'ayşe', page: 1, per_page: 10 }, expect.any(AbortSignal));
  });

  it('drops the answer of a request the person has moved on from, and cancels it', async () => {
    const answers: ((rows: Row[]) => void)[] = [];
    const signals: AbortSignal[] = [];
    const fetchPage: FetchPage<Row> = (_query, signal) => {
      signals.push(signal);
      return new Promise((resolve) => answers.push((items) => resolve({ items, total: items.length })));
    };
    render(
      <TestRouter initialEntries={['/']}>
        <List fetchPage={fetchPage} />
      </TestRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'İletişimde' }));
    expect(answers).toHaveLength(2);
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
    await act(async () => answers[1]([{ id: 2 }]));
    // The slower first answer arrives last: it is not shown.
    await act(async () => answers[0]([{ id: 1 }]));
    expect(text('satırlar')).toBe('2');
    expect(text('toplam')).toBe('1 · 1/1 · ready');
  });

  it('keeps the rows on screen while the next page loads', async () => {
    let answer: ((rows: Row[]) => void) | undefined;
    const fetchPage: FetchPage<Row> = () =>
      new Promise((resolve) => (answer = (items) => resolve({ items, total: 30 })));
    render(
      <TestRouter initialEntries={['/']}>
        <List fetchPage={fetchPage} />
      </TestRouter>,
    );
    await act(async () => answer?.([{ id: 1 }]));
    await userEvent.click(screen.getByRole('button', { name: 'İletişimde' }));
    expect(text('satırlar')).toBe('1');
    expect(text('toplam')).toBe('30 · 1/3 · loading');
  });

  it('leaves the person on the request they opened while a search was still pausing', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchPage: FetchPage<Row> = async () => ({ items: [{ id: 7 }], total: 1 });
    // The detail screen's code arrives later than the pause (a lazy chunk, as in the admin): meanwhile the
    // list is still on screen, but the person has already left it.
    let arrive: (() => void) | undefined;
    const Detail = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Talep 7</h1> });
        }),
    );
    function Screens() {
      const { pathname, search } = useLocation();
      return (
        <>
          <output aria-label="yer">{pathname + search}</output>
          <Suspense fallback={null}>
            <Routes>
              <Route
                path="/admin/contacts"
                element={
                  <>
                    <List fetchPage={fetchPage} />
                    <Link to="/admin/contacts/7">Talep 7</Link>
                  </>
                }
              />
              <Route path="/admin/contacts/7" element={<Detail />} />
            </Routes>
          </Suspense>
        </>
      );
    }
    // The admin's router: the browser's, whose address bar moves as soon as a link is followed.
    window.history.replaceState(null, '', '/admin/contacts');
    const router = createBrowserRouter([{ path: '*', element: <Screens /> }]);
    render(<RouterProvider router={router} />);
    await act(async () => undefined);
    await user.type(screen.getByLabelText('Ara'), 'elif');
    await user.click(screen.getByRole('link', { name: 'Talep 7' }));
    await act(async () => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    await act(async () => arrive?.());
    expect(await screen.findByRole('heading', { name: 'Talep 7' })).toBeInTheDocument();
    expect(text('yer')).toBe('/admin/contacts/7');
    expect(window.location.pathname + window.location.search).toBe('/admin/contacts/7');
    router.dispose();
    window.history.replaceState(null, '', '/');
  });
});
