import {
  IDLE_START_MS,
  markStarted,
  mayLeaveForAnotherLanguage,
  needsAppAtOnce,
  showsStoredShortlist,
  SHOWING_STORED_SHORTLIST,
  startWhenWanted,
  wasStarted,
} from './start-when-wanted';

describe('startWhenWanted', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<div id="root" data-ssr><button id="menu">Menü</button><a id="link" href="#x">x</a></div>';
    delete document.documentElement.dataset.live;
  });
  afterEach(async () => {
    // Live: every earlier test's holder lets go.
    document.documentElement.dataset.live = 'public';
    await Promise.resolve();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    delete document.documentElement.dataset.live;
  });

  it('starts the app on the first sign of the visitor, once', () => {
    const start = jest.fn();
    startWhenWanted(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    document.getElementById('link')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the app once the loaded page has sat idle', () => {
    const start = jest.fn();
    startWhenWanted(start);
    jest.advanceTimersByTime(IDLE_START_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a tap on a button until the page is live, then gives it again', async () => {
    const start = jest.fn();
    startWhenWanted(start);
    const taps: string[] = [];
    const menu = document.getElementById('menu')!;
    // React's own listener, as on #root.
    document
      .getElementById('root')!
      .addEventListener('click', () => taps.push(document.documentElement.dataset.live ?? 'dead'));
    menu.click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(taps).toEqual([]);
    // Answered at once: the held control shows it is working.
    expect(menu.getAttribute('aria-busy')).toBe('true');
    document.documentElement.dataset.live = 'public';
    await Promise.resolve(); // the MutationObserver
    expect(menu.hasAttribute('aria-busy')).toBe(false);
    jest.runOnlyPendingTimers();
    expect(taps).toEqual(['public']);
    // Once live, taps go straight through.
    menu.click();
    expect(taps).toEqual(['public', 'public']);
  });

  it('lets a plain link navigate on its own', () => {
    startWhenWanted(jest.fn());
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('markStarted', () => {
  it('tells main.js that first.js has already started the app', () => {
    expect(wasStarted()).toBe(false);
    markStarted();
    expect(wasStarted()).toBe(true);
    delete document.documentElement.dataset.konakStarting;
  });
});

describe('mayLeaveForAnotherLanguage', () => {
  const at = (pathname: string, languages: string[], remembered: string | null = null) =>
    ({
      location: { pathname },
      navigator: { languages, language: languages[0] },
      localStorage: { getItem: () => remembered },
    }) as unknown as Window;

  it('waits only where the Turkish home page surely stays Turkish', () => {
    expect(mayLeaveForAnotherLanguage(at('/', ['tr-TR', 'en']))).toBe(false);
    expect(mayLeaveForAnotherLanguage(at('/', ['de-DE']))).toBe(false);
    expect(mayLeaveForAnotherLanguage(at('/', ['en-US', 'tr']))).toBe(true);
    expect(mayLeaveForAnotherLanguage(at('/', ['tr-TR'], 'ru'))).toBe(true);
    expect(mayLeaveForAnotherLanguage(at('/', ['ru-RU'], 'tr'))).toBe(false);
    expect(mayLeaveForAnotherLanguage(at('/projeler', ['en-US']))).toBe(false);
  });
});

describe('a compare page without homes in its address, in a browser that keeps a shortlist (issue 26)', () => {
  const at = (pathname: string, search: string, stored: string | null) =>
    ({
      location: { pathname, search },
      navigator: { languages: ['tr-TR'], language: 'tr-TR' },
      localStorage: { getItem: (key: string) => (key === 'konak.shortlist' ? stored : null) },
      document,
    }) as unknown as Window;
  afterEach(() => document.documentElement.removeAttribute(SHOWING_STORED_SHORTLIST));

  it('starts the app at once, so the stored homes show instead of "no homes saved"', () => {
    expect(showsStoredShortlist(at('/en/karsilastir', '', '[3,7]'))).toBe(true);
    expect(showsStoredShortlist(at('/karsilastir', '', '[3]'))).toBe(true);
    expect(showsStoredShortlist(at('/ru/karsilastir/', '?utm=x', '[3]'))).toBe(true);
    expect(needsAppAtOnce(at('/en/karsilastir', '', '[3,7]'))).toBe(true);
    expect(document.documentElement.hasAttribute(SHOWING_STORED_SHORTLIST)).toBe(true);
  });

  it('waits as any page does when the address names homes, nothing is stored, or elsewhere', () => {
    expect(showsStoredShortlist(at('/en/karsilastir', '?id=3,7', '[3,7]'))).toBe(false);
    expect(showsStoredShortlist(at('/en/karsilastir', '', null))).toBe(false);
    expect(showsStoredShortlist(at('/en/karsilastir', '', '[]'))).toBe(false);
    expect(showsStoredShortlist(at('/en/karsilastir', '', '{not json'))).toBe(false);
    expect(showsStoredShortlist(at('/en/konutlar', '', '[3]'))).toBe(false);
    expect(needsAppAtOnce(at('/en/karsilastir', '', null))).toBe(false);
    expect(document.documentElement.hasAttribute(SHOWING_STORED_SHORTLIST)).toBe(false);
  });
});
