import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { translator } from '../i18n/texts';
import { renderAt } from '../test/render';
import { LANG_STORAGE_KEY } from '../i18n/language';
import { forgetFirstVisit, PublicLayout as Layout } from './public-layout';

jest.mock('../api/client', () => ({ ...jest.requireActual('../api/client'), sendApi: jest.fn() }));

function Where() {
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <Link to="/blog">next page</Link>
    </>
  );
}

async function renderLayout(path: string) {
  forgetFirstVisit();
  renderAt(
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    path,
  );
  return screen.findByTestId('where');
}

describe('scroll position', () => {
  it('keeps where the visitor scrolled the drawn page when the app starts, and opens a new page at its top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      await renderLayout('/projeler');
      expect(scrollTo).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('link', { name: 'next page' }));
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/blog'));
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    } finally {
      scrollTo.mockRestore();
    }
  });
});

describe('language of the page', () => {
  const languages = jest.spyOn(window.navigator, 'languages', 'get');
  afterEach(() => languages.mockReset());

  it('sends a first visit to / to the remembered language', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'ru');
    languages.mockReturnValue(['en-US']);
    const where = await renderLayout('/');
    await waitFor(() => expect(where).toHaveTextContent(/^\/ru$/));
  });

  it('follows the browser when nothing is remembered', async () => {
    languages.mockReturnValue(['en-GB', 'tr']);
    const where = await renderLayout('/');
    await waitFor(() => expect(where).toHaveTextContent(/^\/en$/));
  });

  it('stays Turkish for other browser languages', async () => {
    languages.mockReturnValue(['de-DE']);
    expect(await renderLayout('/')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBeNull();
  });

  it('keeps an explicit /en URL, remembers it and switches the interface language', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'ru');
    expect(await renderLayout('/en/blog')).toHaveTextContent('/en/blog');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getAllByRole('link', { name: 'Projects' }).length).toBeGreaterThan(0);
  });

  it('shows the key of a missing interface text', async () => {
    expect(translator('tr')('nav.doesNotExist')).toBe('nav.doesNotExist');
  });
});
