// The home finder's answer (issue 32) as the OpenAPI document describes it. Its query is the contract's
// (contract/src/home-finder.ts), read from the address by parseHomeQuery and documented by homeQueryDocs.
import { ApiProperty } from '@nestjs/swagger';
import {
  FOREIGN_BUYER_KINDS,
  HOME_PROJECT_STATUSES,
  HOME_STATUSES,
  PRICE_CURRENCIES,
  UNIT_FACINGS,
  type ForeignBuyerKind,
  type HomeProjectStatus,
  type HomeStatus,
  type PriceCurrency,
} from '@konak/contract';
import { LocalizedDto } from '../../common/validators.js';

export class HomeProjectDto {
  @ApiProperty() slug: string;
  @ApiProperty({ type: LocalizedDto }) name: LocalizedDto;
  @ApiProperty({ enum: HOME_PROJECT_STATUSES }) status: HomeProjectStatus;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description:
      "completed: the iskân date; otherwise the latest progress update's expected handover; null when not known",
  })
  handover: string | null;
}

export class HomeDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: "block-floor-number, as the project's grid names the unit (B-4-12)" })
  label: string;
  @ApiProperty() block: string;
  @ApiProperty() number: string;
  @ApiProperty({ description: '0 = ground floor, negatives = basements' }) floor: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "the plan's room count (3+1), null without a plan",
  })
  rooms: string | null;
  @ApiProperty({ type: String, nullable: true, description: "the unit's plan key" }) plan_key: string | null;
  @ApiProperty({ enum: [...UNIT_FACINGS, ''], description: "'' when not given" }) facing: string;
  @ApiProperty({ type: Number, nullable: true, description: "the plan's area in m²" }) size_m2: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'whole lira; null = price on request' })
  price_try: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "in the answer's currency at its rate (whole units, rounded half up); null = price on request",
  })
  price: number | null;
  @ApiProperty({ enum: HOME_STATUSES }) status: HomeStatus;
  @ApiProperty({
    enum: FOREIGN_BUYER_KINDS,
    isArray: true,
    description:
      "the office's foreign-buyer thresholds the home's lira price reaches at its USD rate (decision 0198); [] when none",
  })
  foreign_buyer: ForeignBuyerKind[];
  @ApiProperty({ type: HomeProjectDto }) project: HomeProjectDto;
  @ApiProperty({
    description:
      "the home's cell on its project page, without the language prefix (/projeler/<slug>?daire=<label>#daireler)",
  })
  cell_path: string;
}

/** An envelope, not the bare array of the older lists (contract/src/paging.ts): the rate and the canonical
 *  query belong to the page. The list is `homes`, so @CachedGet keeps the envelope whole (it sends the
 *  `items` of a Page alone). X-Total-Count and Link are sent too, as on every list. */
export class HomesPageDto {
  @ApiProperty({ type: [HomeDto] }) homes: HomeDto[];
  @ApiProperty({ description: 'homes matching the filters, over all pages' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() per_page: number;
  @ApiProperty({ description: 'pages of per_page homes (at least 1)' }) pages: number;
  @ApiProperty({ enum: PRICE_CURRENCIES }) currency: PriceCurrency;
  @ApiProperty({ description: 'lira per one unit of currency (1 for TRY)' }) rate: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "the day of the office's rate (YYYY-MM-DD); null for TRY",
  })
  rate_date: string | null;
  @ApiProperty({
    description:
      "the filters' canonical query string (without '?', defaults left out): the page's canonical address",
  })
  query: string;
}
