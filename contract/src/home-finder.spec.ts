import {
  DEFAULT_HOME_QUERY,
  HOME_FINDER_LIMITS,
  handoverDay,
  homeCellPath,
  homeQueryString,
  iskanDay,
  parseHomeQuery,
  planRooms,
  planSquareMetres,
  priceBoundsInLira,
  priceInCurrency,
  type HomeQuery,
} from './home-finder.js';
import { finderPageQuery, finderQueryErrors, homesReadPath } from './finder-page.js';
import { PAGING } from './paging.js';

const parsed = (text: string): HomeQuery => {
  const result = parseHomeQuery(text);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.query;
};
const errors = (text: string) => {
  const result = parseHomeQuery(text);
  return result.ok ? [] : result.errors.map((e) => `${e.param}:${e.code}`);
};

describe('home finder query', () => {
  it('answers the defaults for an empty address: available homes, lira, cheapest first, page 1', () => {
    expect(parsed('')).toEqual(DEFAULT_HOME_QUERY);
    expect(parsed('?utm_source=instagram')).toEqual(DEFAULT_HOME_QUERY);
    expect(homeQueryString(DEFAULT_HOME_QUERY)).toBe('');
  });

  it('reads every filter', () => {
    const q = parsed(
      'project=gunes-evleri,goksu-1&rooms=3%2B1&rooms=2+1&floor_min=3&floor_max=8&facing=s,SE&size_min=80,5&size_max=120' +
        '&price_min=100000&price_max=200000&currency=eur&status=available,reserved&project_status=ongoing&handover_before=2027-Q2&sort=-size&page=2&per_page=10',
    );
    expect(q).toEqual({
      ids: [],
      projects: ['goksu-1', 'gunes-evleri'],
      rooms: ['2+1', '3+1'],
      floor_min: 3,
      floor_max: 8,
      facings: ['S', 'SE'],
      size_min: 80.5,
      size_max: 120,
      price_min: 100000,
      price_max: 200000,
      currency: 'EUR',
      statuses: ['available', 'reserved'],
      project_statuses: ['ongoing'],
      handover_before: '2027-06-30',
      sort: 'size',
      order: 'desc',
      page: 2,
      per_page: 10,
    });
  });

  it('writes one canonical string: fixed order, sorted lists, defaults left out, and reads it back the same', () => {
    const a = parsed('sort=-floor&rooms=3%2B1,2%2B1&project=b,a&currency=TRY&status=available&page=1');
    const b = parsed('project=a&project=b&rooms=2 1&rooms=3+1&sort=-floor');
    expect(homeQueryString(a)).toBe('project=a%2Cb&rooms=2%2B1%2C3%2B1&sort=-floor');
    expect(homeQueryString(b)).toBe(homeQueryString(a));
    expect(parsed(homeQueryString(a))).toEqual(a);
    const full = parsed(
      'handover_before=2026-12-31&price_max=5&currency=USD&status=reserved&page=3&per_page=50&facing=N&floor_min=-1',
    );
    expect(homeQueryString(full)).toBe(
      'floor_min=-1&facing=N&price_max=5&currency=USD&status=reserved&handover_before=2026-12-31&page=3&per_page=50',
    );
    expect(parsed(homeQueryString(full))).toEqual(full);
  });

  it('answers a huge page size with the biggest page, as every list does', () => {
    expect(parsed('per_page=1000000').per_page).toBe(PAGING.maxPerPage);
  });

  it('refuses bad values, naming each field', () => {
    expect(errors('rooms=three')).toEqual(['rooms:invalid']);
    expect(errors('floor_min=abc&floor_max=999')).toEqual(['floor_min:invalid', 'floor_max:out_of_range']);
    expect(errors('floor_min=5&floor_max=2')).toEqual(['floor_max:min_above_max']);
    expect(errors('size_min=1e3')).toEqual(['size_min:invalid']);
    expect(errors('price_min=9&price_max=1')).toEqual(['price_max:min_above_max']);
    expect(errors('price_max=-5')).toEqual(['price_max:out_of_range']);
    expect(errors('currency=GBP')).toEqual(['currency:invalid']);
    expect(errors('status=sold')).toEqual(['status:invalid']);
    expect(errors('project_status=draft')).toEqual(['project_status:invalid']);
    expect(errors('handover_before=2027-02-30')).toEqual(['handover_before:invalid']);
    expect(errors('handover_before=2027-Q5')).toEqual(['handover_before:invalid']);
    expect(errors('sort=name')).toEqual(['sort:invalid']);
    expect(errors('page=0')).toEqual(['page:out_of_range']);
    expect(errors(`page=${PAGING.maxPage + 1}`)).toEqual(['page:out_of_range']);
    expect(errors('page=1&page=2')).toEqual(['page:repeated']);
    expect(errors('project=Güneş Evleri')).toEqual(['project:invalid']);
    expect(
      errors(`facing=${Array.from({ length: HOME_FINDER_LIMITS.listItems + 1 }, () => 'N').join(',')}`),
    ).toEqual(['facing:too_many']);
    expect(errors(`project=${'a'.repeat(HOME_FINDER_LIMITS.query)}`)).toEqual(['query:too_long']);
    const result = parseHomeQuery('floor_min=5&floor_max=2');
    expect(result.ok ? '' : result.errors[0].msg).toBe('En yüksek kat, en düşük kat değerinden küçük olamaz');
  });

  it('parses hostile input in linear time', () => {
    const hostile = [
      'rooms=' + '1'.repeat(1900) + '+',
      'size_min=' + '1'.repeat(1900) + ',',
      'handover_before=' + '2'.repeat(1900),
      'project=' + 'a-'.repeat(950),
    ];
    const started = performance.now();
    for (let i = 0; i < 200; i++) for (const text of hostile) parseHomeQuery(text);
    expect(performance.now() - started).toBeLessThan(500);
    expect(hostile.every((text) => !parseHomeQuery(text).ok)).toBe(true);
  });
});

describe('home finder values', () => {
  it('reads plans as staff write them', () => {
    expect(planRooms('3+1')).toBe('3+1');
    expect(planRooms(' 3 + 1 ')).toBe('3+1');
    expect(planRooms('Stüdyo')).toBeUndefined();
    expect(planSquareMetres('80,66 m²')).toBe(80.66);
    expect(planSquareMetres('92.4 m2')).toBe(92.4);
    expect(planSquareMetres('120 m²')).toBe(120);
    expect(planSquareMetres('')).toBeUndefined();
  });

  it('turns quarters and iskân dates into days', () => {
    expect(handoverDay('2027-Q1')).toBe('2027-03-31');
    expect(handoverDay('2028-q4')).toBe('2028-12-31');
    expect(handoverDay('2027-09-30')).toBe('2027-09-30');
    expect(iskanDay('06.09.2024')).toBe('2024-09-06');
    expect(iskanDay('6/9/2024')).toBe('2024-09-06');
    expect(iskanDay('2024-09-06')).toBe('2024-09-06');
    expect(iskanDay('2024 sonu')).toBeUndefined();
  });

  it('converts price bounds once, so a home is found exactly when its shown price is inside', () => {
    expect(priceBoundsInLira(100, 200, 1)).toEqual({ min: 100, max: 200 });
    const rate = 38.25;
    const { min, max } = priceBoundsInLira(100_000, 150_000, rate);
    for (const lira of [min! - 1, min!, max!, max! + 1]) {
      const shown = priceInCurrency(lira, rate);
      expect(lira >= min! && lira <= max!).toBe(shown >= 100_000 && shown <= 150_000);
    }
    expect(priceBoundsInLira(undefined, 10, 2)).toEqual({ max: 20 });
  });

  it('addresses a home’s cell on its project page', () => {
    expect(homeCellPath('gunes-evleri', 'A-3-12')).toBe('/projeler/gunes-evleri?daire=A-3-12#daireler');
    expect(homeCellPath('x', 'B/1-0-1')).toBe('/projeler/x?daire=B%2F1-0-1#daireler');
  });

  it('gives a finder page one query per search: canonical filters, refusals by code, never the address as typed', () => {
    expect(finderPageQuery('')).toBe('');
    expect(finderPageQuery('?utm_source=mail&sort=price&page=1')).toBe('');
    expect(finderPageQuery('rooms=3+1,2%2B1&currency=eur&price_max=150000')).toBe(
      'rooms=2%2B1%2C3%2B1&price_max=150000&currency=EUR',
    );
    const refused = finderPageQuery('rooms=3%2B1&floor_min=<b>&price_min=9&price_max=5&page=2&page=3');
    expect(refused).toBe(
      'rooms=3%2B1&price_min=9&invalid=floor_min.invalid%2Cpage.repeated%2Cprice_max.min_above_max',
    );
    expect(finderQueryErrors(refused)).toEqual([
      { param: 'floor_min', code: 'invalid' },
      { param: 'page', code: 'repeated' },
      { param: 'price_max', code: 'min_above_max' },
    ]);
    expect(homesReadPath(refused)).toBe('homes/?rooms=3%2B1&price_min=9');
    expect(homesReadPath('')).toBe('homes/');
    expect(finderQueryErrors('rooms=3%2B1')).toEqual([]);
    // Too long as typed, or once written canonically (a comma becomes %2C): refused whole.
    expect(finderPageQuery('x'.repeat(HOME_FINDER_LIMITS.query + 1))).toBe('invalid=query.too_long');
    const slugs = Array.from({ length: 20 }, (_, i) => `${'p'.repeat(96)}${i}`).join(',');
    expect(`project=${slugs}`.length).toBeLessThanOrEqual(HOME_FINDER_LIMITS.query);
    expect(finderPageQuery(`project=${slugs}`)).toBe('invalid=query.too_long');
  });
});
