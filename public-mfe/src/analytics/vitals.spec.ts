import { parseBeacon, type BeaconBody } from '@konak/contract';
import type { Metric } from 'web-vitals';
import { forgetVisit } from './beacon';
import { watchVitals } from './vitals';

const reporters: Record<string, (m: Pick<Metric, 'name' | 'value'>) => void> = {};
jest.mock('web-vitals', () => ({
  onLCP: (cb: never) => (reporters.LCP = cb),
  onINP: (cb: never) => (reporters.INP = cb),
  onCLS: (cb: never) => (reporters.CLS = cb),
}));

const sendBeacon = jest.fn((_url: string | URL, _body?: BodyInit | null) => true);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  forgetVisit();
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});

it('sends LCP, INP and CLS of the landing page as one web_vitals beacon when the page is first hidden', () => {
  window.history.replaceState(null, '', '/en/projeler/gunes-evleri');
  watchVitals('/en/projeler/gunes-evleri');
  reporters.LCP({ name: 'LCP', value: 1834.6 });
  reporters.CLS({ name: 'CLS', value: 0.0312345 });
  setVisibility('visible');
  expect(sendBeacon).not.toHaveBeenCalled();
  reporters.INP({ name: 'INP', value: 96 });
  // The visitor moved on inside the site before leaving: the vitals stay the landing page's.
  window.history.replaceState(null, '', '/en/blog');
  setVisibility('hidden');
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const body = JSON.parse(sendBeacon.mock.calls[0][1] as string) as BeaconBody;
  expect(body).toEqual({
    event: 'web_vitals',
    path: '/en/projeler/gunes-evleri',
    lang: 'en',
    width: window.innerWidth,
    vitals: { LCP: 1835, INP: 96, CLS: 0.0312 },
  });
  expect(parseBeacon(body, 'localhost')).not.toBeNull();
  // Once per page: a later hide sends nothing more.
  setVisibility('visible');
  reporters.CLS({ name: 'CLS', value: 0.2 });
  setVisibility('hidden');
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});

it('sends nothing when no vital was measured, nor with Do Not Track', () => {
  window.history.replaceState(null, '', '/');
  watchVitals('/');
  setVisibility('hidden');
  expect(sendBeacon).not.toHaveBeenCalled();
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
  reporters.LCP({ name: 'LCP', value: 900 });
  setVisibility('visible');
  setVisibility('hidden');
  expect(sendBeacon).not.toHaveBeenCalled();
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: null });
});
