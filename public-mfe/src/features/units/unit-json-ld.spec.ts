import type { SiteSettings } from '@konak/shared-ui';
import { translator } from '../../i18n/texts';
import { page } from '../../app/routes/project-detail.page';
import type { PageContext } from '../../head/page-head';
import '../../test/render';
import { unitsJsonLd } from './unit-json-ld';
import { unitsKey, type UnitsAnswer } from './unit-data';
import { answer, project } from './test/fixtures';

const abs = (url: string) => `https://konak.test${url}`;

describe('JSON-LD of the units', () => {
  it('counts the units for sale and gives each plan in use a FloorPlan with its own counts', () => {
    const ld = unitsJsonLd(project, answer, 'en', abs);
    expect(ld).toMatchObject({ numberOfAccommodationUnits: 8, numberOfAvailableAccommodationUnits: 4 });
    expect(ld.accommodationFloorPlan).toEqual([
      {
        '@type': 'FloorPlan',
        name: '1+1 Flat',
        numberOfAccommodationUnits: 3,
        numberOfAvailableAccommodationUnits: 1,
        numberOfRooms: 2,
        numberOfBedrooms: 1,
        floorSize: { '@type': 'QuantitativeValue', value: 55.36, unitCode: 'MTK' },
        layoutImage: 'https://konak.test/uploads/plan-1.webp',
      },
      expect.objectContaining({
        name: '2+1 Flat',
        numberOfAccommodationUnits: 3,
        numberOfAvailableAccommodationUnits: 2,
        numberOfRooms: 3,
      }),
      // The shop: no rooms, no plan image.
      {
        '@type': 'FloorPlan',
        name: 'Shop',
        numberOfAccommodationUnits: 1,
        numberOfAvailableAccommodationUnits: 1,
        floorSize: { '@type': 'QuantitativeValue', value: 48, unitCode: 'MTK' },
      },
    ]);
  });

  it('offers the homes for sale with a price, from the lowest to the highest asking price in lira', () => {
    // Four for sale, one of them without a price; the reserved 5.9 million and the sold ones are not offered.
    expect(unitsJsonLd(project, answer, 'ru', abs).offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'TRY',
      lowPrice: 3_000_000,
      highPrice: 6_200_000,
      offerCount: 3,
      availability: 'https://schema.org/InStock',
    });
    const soldOut = { ...answer, units: answer.units.filter((u) => u.status !== 'available') };
    expect(unitsJsonLd(project, soldOut, 'ru', abs)).not.toHaveProperty('offers');
  });

  it('counts from the units themselves, not from a summary that may disagree', () => {
    const stale: UnitsAnswer = { ...answer, counts: { total: 99, available: 99, reserved: 0, sold: 0 } };
    expect(unitsJsonLd(project, stale, 'tr', abs)).toMatchObject({ numberOfAvailableAccommodationUnits: 4 });
  });

  it('leaves a plan no unit uses out, and says nothing without units', () => {
    const onlyB = { ...answer, units: answer.units.filter((u) => u.plan_key === 'plan-2') };
    expect((unitsJsonLd(project, onlyB, 'tr', abs).accommodationFloorPlan as object[]).length).toBe(1);
    expect(unitsJsonLd(project, undefined, 'tr', abs)).toEqual({});
    expect(unitsJsonLd(project, { ...answer, units: [] }, 'tr', abs)).toEqual({});
  });

  it('is in the project page’s ApartmentComplex, from the units answer the page preloads', () => {
    expect(page.data!({ slug: 'gunes-evleri' })).toEqual(
      expect.arrayContaining(['projects/gunes-evleri/', unitsKey('gunes-evleri')]),
    );
    const ctx: PageContext = {
      lang: 'tr',
      origin: 'https://konak.test',
      settings: { site_name: { tr: 'Konak', en: 'Konak', ru: 'Konak' } } as unknown as SiteSettings,
      params: { slug: 'gunes-evleri' },
      data: { 'projects/gunes-evleri/': project, [unitsKey('gunes-evleri')]: answer },
    };
    const head = page.head(ctx, translator('tr'));
    const complex = head.jsonLd.find(
      (o) => (o as { '@type': string })['@type'] === 'ApartmentComplex',
    ) as Record<string, unknown>;
    expect(complex).toMatchObject({ numberOfAccommodationUnits: 8, numberOfAvailableAccommodationUnits: 4 });
    expect(complex.accommodationFloorPlan).toHaveLength(3);
    // Without the units answer (the API could not say): no invented figures.
    const without = page.head({ ...ctx, data: { 'projects/gunes-evleri/': project } }, translator('tr'));
    expect(JSON.stringify(without.jsonLd)).not.toContain('numberOfAvailableAccommodationUnits');
  });
});
