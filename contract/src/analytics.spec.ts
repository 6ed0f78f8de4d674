import {
  ANALYTICS_LIMITS,
  WEB_VITAL_BUCKETS,
  WEB_VITAL_GOOD,
  WEB_VITALS,
  analyticsDay,
  beaconDimensions,
  conversionRate,
  deviceClass,
  histogramP75,
  parseBeacon,
  referrerHost,
  vitalBucket,
} from './analytics.js';

const view = { event: 'page_view', path: '/projeler/gunes-evleri', lang: 'tr', width: 390 };

describe('parseBeacon', () => {
  it('keeps the path without its query, the device class and the outside referrer host only', () => {
    const beacon = parseBeacon(
      { ...view, path: '/en/projects?utm_source=x#top', referrer: 'https://www.Google.com/search?q=ev' },
      'konak.example',
    );
    expect(beacon).toMatchObject({
      path: '/en/projects',
      device: 'mobile',
      referrer: 'google.com',
      source: 'google.com',
    });
  });

  it('counts the site’s own pages as no referrer, and utm_source before the referrer', () => {
    expect(
      parseBeacon({ ...view, referrer: 'https://www.konak.example/blog' }, 'konak.example'),
    ).toMatchObject({ referrer: '', source: 'direct' });
    expect(
      parseBeacon({ ...view, referrer: 'https://t.co/x', utm_source: ' Instagram ' }, 'konak.example'),
    ).toMatchObject({ referrer: 't.co', utm_source: 'instagram', source: 'instagram' });
  });

  it('refuses what is not a beacon: unknown fields or events, long texts, bad slugs, stray vitals', () => {
    const bad = [
      null,
      [],
      'page_view',
      { ...view, event: 'purchase' },
      { ...view, lang: 'de' },
      { ...view, width: -1 },
      { ...view, width: ANALYTICS_LIMITS.width + 1 },
      { ...view, path: 'projeler' },
      { ...view, path: '/' + 'a'.repeat(ANALYTICS_LIMITS.path) },
      { ...view, path: '/with space' },
      { ...view, project: 'Not A Slug' },
      { ...view, utm_campaign: 'x'.repeat(ANALYTICS_LIMITS.utm + 1) },
      { ...view, ip: '1.2.3.4' },
      { ...view, vitals: { LCP: 1200 } },
      { ...view, event: 'web_vitals' },
      { ...view, event: 'web_vitals', vitals: { FID: 3 } },
      { ...view, event: 'web_vitals', vitals: { LCP: -5 } },
    ];
    for (const body of bad) expect([body, parseBeacon(body, 'konak.example')]).toEqual([body, null]);
  });

  it('accepts Web Vitals on a web_vitals beacon', () => {
    expect(
      parseBeacon({ ...view, event: 'web_vitals', width: 1366, vitals: { LCP: 1800, CLS: 0.02 } }, 'k'),
    ).toMatchObject({ device: 'desktop', vitals: { LCP: 1800, CLS: 0.02 } });
  });
});

it('tells device classes from the viewport width', () => {
  expect([320, 767, 768, 1023, 1024, 1920].map(deviceClass)).toEqual([
    'mobile',
    'mobile',
    'tablet',
    'tablet',
    'desktop',
    'desktop',
  ]);
});

it('ignores non-web referrers', () => {
  expect(referrerHost('android-app://com.google.android.gm/', 'konak.example')).toBe('');
  expect(referrerHost('not a url', 'konak.example')).toBe('');
});

it('counts a beacon under the dimensions it has, the site always', () => {
  const beacon = parseBeacon(view, 'konak.example')!;
  expect(beaconDimensions(beacon).map(([dim]) => dim)).toEqual(['site', 'page', 'lang', 'source', 'device']);
});

describe('Web Vitals histograms', () => {
  it('has each good threshold as a bucket edge, so "good" is exact', () => {
    for (const metric of WEB_VITALS) expect(WEB_VITAL_BUCKETS[metric]).toContain(WEB_VITAL_GOOD[metric]);
  });

  it('puts a value in the first bucket whose edge is at least the value', () => {
    expect(vitalBucket('LCP', 0)).toBe(0);
    expect(vitalBucket('LCP', 2500)).toBe(4);
    expect(vitalBucket('LCP', 2501)).toBe(5);
    expect(vitalBucket('CLS', 5)).toBe(WEB_VITAL_BUCKETS.CLS.length);
  });

  it('reads p75 from the counts as the upper edge of its bucket', () => {
    const counts = (values: number[]) => {
      const c = Array<number>(WEB_VITAL_BUCKETS.INP.length + 1).fill(0);
      for (const v of values) c[vitalBucket('INP', v)]++;
      return c;
    };
    expect(histogramP75('INP', counts([]))).toBeNull();
    expect(histogramP75('INP', counts([40, 90, 180, 190]))).toBe(200);
    expect(histogramP75('INP', counts([40, 90, 180, 260]))).toBe(200);
    expect(histogramP75('INP', counts([40, 90, 260, 270]))).toBe(300);
    expect(histogramP75('INP', counts([5000, 5000, 5000, 1]))).toBe(Infinity);
  });
});

it('reckons days in site time and conversion rates with one decimal', () => {
  expect(analyticsDay(new Date('2026-11-27T21:30:00Z'))).toBe('2026-11-28');
  expect(conversionRate(1, 3)).toBe(33.3);
  expect(conversionRate(5, 0)).toBe(0);
});
