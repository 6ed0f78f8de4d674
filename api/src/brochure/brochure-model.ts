// The brochure as plain data: what brochure-content.ts makes of a project and what the drawing modules
// (brochure-pdf.ts, brochure-homes.ts, brochure-typesetting.ts) read — in its own module, so none of them
// imports another only for its types.
import type { BrochureTexts } from './brochure-texts.js';

export interface BrochurePlan {
  name: string;
  rooms: string;
  area: string;
  image: Buffer | null;
  /** Units of this type: all of them and the available ones (null when the project has no units). */
  units: { total: number; available: number } | null;
}

export interface BrochureUnitRow {
  label: string;
  floor: number;
  type: string;
  area: string;
  facing: string;
  price: string;
  /** The price in the language's currency ("€120,000"), '' without a rate or a price. */
  converted: string;
}

export interface BrochureContent {
  texts: BrochureTexts;
  siteName: string;
  /** Accent colour (#rrggbb): rules, badges. */
  accent: string;
  /** Text and dark panels (#rrggbb). */
  ink: string;
  title: string;
  subtitle: string;
  status: string;
  description: string;
  cover: Buffer | null;
  figures: { label: string; value: string }[];
  unitTypes: { type: string; count: string; area: string }[];
  features: string[];
  plans: BrochurePlan[];
  /** null: the project has no units (no homes section). */
  counts: { total: number; available: number; reserved: number; sold: number } | null;
  /** The language's currency beside the lira (English: EUR; Russian: RUB or EUR, the office's choice),
   *  when its rate is set: the column's title and the rate with its date. */
  conversion: { currency: string; note: string } | null;
  /** The project's payment plans, one line each, reckoned for the lowest-priced home for sale (issue 32);
   *  null without plans or without a priced home for sale. */
  paymentPlans: { example: string; lines: string[] } | null;
  /** The available units, block by block, in floor and number order. */
  blocks: { name: string; units: BrochureUnitRow[] }[];
  location: { description: string; map: Buffer | null; nearby: { name: string; distance: string }[] };
  contact: { address: string; phone: string; whatsapp: string; email: string; web: string };
  /** "26 Kasım 2026", the brochure's date in its language. */
  date: string;
}
