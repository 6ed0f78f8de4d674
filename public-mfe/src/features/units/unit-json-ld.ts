// What the project page's JSON-LD says about its units: how many are for sale, and a FloorPlan per unit
// type with its own counts. Computed from the same units answer the grid draws, so a search engine never
// reads a number the page does not show.
import { pick, type Lang, type Project } from '@konak/shared-ui';
import { countUnits, roomCounts, squareMetres, type ProjectPlan, type UnitsAnswer } from './unit-data';

/** Properties to merge into the project's ApartmentComplex; empty without units. */
export function unitsJsonLd(
  project: Project,
  answer: UnitsAnswer | undefined,
  lang: Lang,
  absolute: (url: string) => string,
): Record<string, unknown> {
  if (!answer || answer.units.length === 0) return {};
  const counts = countUnits(answer.units);
  const plans = (project.plans ?? []) as ProjectPlan[];
  const floorPlans = plans
    .filter((plan) => plan.key)
    .map((plan) => {
      const own = countUnits(answer.units.filter((u) => u.plan_key === plan.key));
      if (own.total === 0) return undefined;
      const { rooms, bedrooms } = roomCounts(plan.rooms ?? '');
      const area = squareMetres(plan.area ?? '');
      return {
        '@type': 'FloorPlan',
        name: pick(plan.name, lang) || plan.rooms || plan.key,
        numberOfAccommodationUnits: own.total,
        numberOfAvailableAccommodationUnits: own.available,
        ...(rooms !== undefined ? { numberOfRooms: rooms } : {}),
        ...(bedrooms !== undefined ? { numberOfBedrooms: bedrooms } : {}),
        ...(area !== undefined
          ? { floorSize: { '@type': 'QuantitativeValue', value: area, unitCode: 'MTK' } }
          : {}),
        ...(plan.image ? { layoutImage: absolute(plan.image) } : {}),
      };
    })
    .filter(Boolean);
  return {
    numberOfAccommodationUnits: counts.total,
    numberOfAvailableAccommodationUnits: counts.available,
    ...(floorPlans.length > 0 ? { accommodationFloorPlan: floorPlans } : {}),
    ...offersJsonLd(answer),
  };
}

/** The prices the grid shows, as one AggregateOffer in lira: the lowest and highest asking price of the
 *  homes for sale, how many of them carry a price, and whether any is left. */
function offersJsonLd(answer: UnitsAnswer): Record<string, unknown> {
  const prices = answer.units
    .filter((u) => u.status === 'available' && u.price_try !== null)
    .map((u) => u.price_try as number);
  if (prices.length === 0) return {};
  return {
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'TRY',
      lowPrice: prices.reduce((a, b) => Math.min(a, b)),
      highPrice: prices.reduce((a, b) => Math.max(a, b)),
      offerCount: prices.length,
      availability: 'https://schema.org/InStock',
    },
  };
}
