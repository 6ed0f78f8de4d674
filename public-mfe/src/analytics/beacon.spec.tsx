import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, useLocation } from 'react-router-dom';
import { ANALYTICS_EVENTS, parseBeacon, type BeaconBody } from '@konak/contract';
import { COLLECT_URL, forgetVisit, mayCount, startAnalytics, track } from './beacon';
import { useAnalytics } from './use-analytics';
import { watchVitals } from './vitals';

jest.mock('./vitals', () => ({ watchVitals: jest.fn() }));

const sendBeacon = jest.fn((_url: string | URL, _body?: BodyInit | null) => true);
const FIELDS = [
  'event',
  'path',
  'lang',
  'width',
  'referrer',
  'project',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'vitals',
];

/** The beacons sent so far, each checked as the collector reads it. */
function sent(): BeaconBody[] {
  return sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(COLLECT_URL);
    // A string: sendBeacon sends it as text/plain, the only body the collector counts.
    expect(typeof body).toBe('string');
    const parsed = JSON.parse(body as string) as BeaconBody;
    expect(Object.keys(parsed).every((key) => FIELDS.includes(key))).toBe(true);
    expect(parseBeacon(parsed, 'localhost')).not.toBeNull();
    return parsed;
  });
}

function setPrivacy(dnt: string | null, gpc: boolean | undefined) {
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: dnt });
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: gpc });
}

let cookieSet: jest.SpyInstance;
let storageCalls: jest.SpyInstance[];
let stops: (() => void)[];

beforeEach(() => {
  forgetVisit();
  sendBeacon.mockClear();
  (watchVitals as jest.Mock).mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  setPrivacy(null, undefined);
  window.history.replaceState(null, '', '/');
  cookieSet = jest.spyOn(Document.prototype, 'cookie', 'set');
  // (The test harness itself empties localStorage after each test: clear() is not watched.)
  storageCalls = (['getItem', 'setItem', 'removeItem', 'key'] as const).map((name) =>
    jest.spyOn(Storage.prototype, name),
  );
  stops = [];
});

afterEach(async () => {
  stops.forEach((stop) => stop());
  // Let a Web Vitals fetch scheduled by this test happen now, not in the next test.
  await act(() => new Promise((r) => setTimeout(r, 20)));
  // No cookie and no storage identifier, whatever the test did.
  expect(cookieSet).not.toHaveBeenCalled();
  expect(document.cookie).toBe('');
  for (const spy of storageCalls) expect(spy).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

function start() {
  stops.push(startAnalytics());
}

function link(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.innerHTML = '<span>tap</span>';
  // The tap must not leave the test page.
  a.addEventListener('click', (e) => e.preventDefault());
  document.body.append(a);
  return a;
}

describe('privacy', () => {
  it.each([
    ['Do Not Track', '1', undefined],
    ['Global Privacy Control', null, true],
  ])('sends nothing at all with %s', async (_name, dnt, gpc) => {
    setPrivacy(dnt, gpc);
    expect(mayCount()).toBe(false);
    start();
    track('page_view');
    fireEvent.click(link('tel:+902420000000').firstChild!);
    await new Promise((r) => setTimeout(r, 20));
    expect(sendBeacon).not.toHaveBeenCalled();
    // Not even the Web Vitals library is fetched.
    expect(watchVitals).not.toHaveBeenCalled();
  });

  it('counts with DNT "0" and GPC false', () => {
    setPrivacy('0', false);
    track('page_view');
    expect(sent()).toHaveLength(1);
  });

  it('sends nothing where sendBeacon is missing (and never falls back to a blocking request)', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    const fetchSpy = jest.fn();
    Object.defineProperty(window, 'fetch', { configurable: true, value: fetchSpy });
    track('page_view');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the body', () => {
  it('has the contract shape: event, path without query, language, width, project on a project page', () => {
    window.history.replaceState(null, '', '/en/projeler/gunes-evleri?x=1#units');
    track('unit_opened');
    expect(sent()).toEqual([
      {
        event: 'unit_opened',
        path: '/en/projeler/gunes-evleri',
        lang: 'en',
        width: window.innerWidth,
        project: 'gunes-evleri',
      },
    ]);
    expect(ANALYTICS_EVENTS).toContain(sent()[0].event);
  });

  it('keeps the landing referrer origin and utm_* in memory for the whole visit', () => {
    Object.defineProperty(document, 'referrer', {
      configurable: true,
      value: 'https://www.google.com/search?q=konak+antalya',
    });
    window.history.replaceState(
      null,
      '',
      `/?utm_source=Google&utm_medium=cpc&utm_campaign=${'k'.repeat(120)}`,
    );
    track('page_view');
    window.history.replaceState(null, '', '/ru/iletisim');
    track('page_view');
    const [first, second] = sent();
    const source = {
      referrer: 'https://www.google.com',
      utm_source: 'Google',
      utm_medium: 'cpc',
      // clipped to the collector's limit, so the beacon is not ignored
      utm_campaign: 'k'.repeat(80),
    };
    expect(first).toMatchObject({ path: '/', lang: 'tr', ...source });
    expect(second).toMatchObject({ path: '/ru/iletisim', lang: 'ru', ...source });
    expect(first).not.toHaveProperty('project');
  });

  it("a call-back carries the request's own source, not the visit's", () => {
    window.history.replaceState(null, '', '/?utm_source=google&utm_campaign=spring');
    // As the contact form calls it, with the source it sent (leadSource()).
    const source: { utm_source?: string; referrer?: string } = { utm_source: 'newsletter' };
    track('callback_sent', { referrer: '', utm_source: '', utm_medium: '', utm_campaign: '', ...source });
    expect(sent()[0]).toEqual({
      event: 'callback_sent',
      path: '/',
      lang: 'tr',
      width: window.innerWidth,
      utm_source: 'newsletter',
    });
  });
});

describe('page views', () => {
  function Frame() {
    const { pathname } = useLocation();
    useAnalytics(pathname, true);
    return (
      <>
        <Link to="/projeler/kundu-villalari">project</Link>
        <Link to="/projeler/kundu-villalari?plan=a">same page, another query</Link>
        <Link to="/en/blog">blog</Link>
      </>
    );
  }

  it('sends one on the first page and one on each client-side navigation to a new path', async () => {
    const view = render(
      <BrowserRouter>
        <Frame />
      </BrowserRouter>,
    );
    expect(sent().map((b) => [b.event, b.path])).toEqual([['page_view', '/']]);
    fireEvent.click(screen.getByText('project'));
    fireEvent.click(screen.getByText('same page, another query'));
    fireEvent.click(screen.getByText('blog'));
    expect(sent().map((b) => [b.event, b.path, b.project])).toEqual([
      ['page_view', '/', undefined],
      ['page_view', '/projeler/kundu-villalari', 'kundu-villalari'],
      ['page_view', '/en/blog', undefined],
    ]);
    view.unmount();
  });

  it('sends none for a path not counted (the first visit to / that moves on at once)', () => {
    function Moving() {
      useAnalytics(useLocation().pathname, false);
      return null;
    }
    render(
      <BrowserRouter>
        <Moving />
      </BrowserRouter>,
    ).unmount();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('the delegated link listener', () => {
  it('counts tel:, wa.me and brochure taps anywhere on the page, nothing else, until stopped', () => {
    window.history.replaceState(null, '', '/projeler/gunes-evleri');
    const stop = startAnalytics();
    fireEvent.click(link('tel:+902420000000').firstChild!);
    fireEvent.click(link('https://wa.me/905320000000?text=Merhaba').firstChild!);
    fireEvent.click(link('/api/projects/kundu-villalari/brochure.pdf?lang=tr'));
    fireEvent.click(link('/projeler'));
    fireEvent.click(link('https://example.com/api/projects/x/brochure.pdf'));
    fireEvent.click(document.body);
    expect(sent().map((b) => [b.event, b.project])).toEqual([
      ['phone_tapped', 'gunes-evleri'],
      ['whatsapp_tapped', 'gunes-evleri'],
      ['brochure_downloaded', 'kundu-villalari'],
    ]);
    stop();
    fireEvent.click(link('tel:+902420000001'));
    expect(sendBeacon).toHaveBeenCalledTimes(3);
  });
});

describe('Web Vitals', () => {
  it('are fetched lazily once the page has loaded and is idle, once per page load', async () => {
    window.history.replaceState(null, '', '/blog');
    start();
    // Not during start-up itself: a task later.
    expect(watchVitals).not.toHaveBeenCalled();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(watchVitals).toHaveBeenCalledWith('/blog');
    start();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(watchVitals).toHaveBeenCalledTimes(1);
  });
});
