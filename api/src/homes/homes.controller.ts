import { Controller, Get, Req, Res, applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  HOME_FINDER_LIMITS,
  HOME_QUERY_PARAMS,
  PAGING,
  parseHomeQuery,
  type HomeQueryParam,
} from '@konak/contract';
import { CachedGet } from '../common/cached-get.js';
import { PAGE_HEADERS, pageHeaders } from '../common/paging.js';
import { Public } from '../common/public.decorator.js';
import { ValidationFailed } from '../common/validation.js';
import { PROJECTS_CACHE } from '../projects/projects.service.js';
import { HomesPageDto } from './dto/homes.dto.js';
import { HomesService } from './homes.service.js';

/** What each parameter takes, for the OpenAPI document (the rules are the contract's parseHomeQuery). */
const PARAM_DOCS: Record<HomeQueryParam, string> = {
  id: "unit ids, comma-separated (the shortlist's compare page)",
  project: 'project slugs, comma-separated',
  rooms:
    'room counts of the plans, comma-separated (3+1 — written %2B in an address; a + read as a space is taken as +)',
  floor_min: 'lowest floor (0 = ground)',
  floor_max: 'highest floor',
  facing: 'N, NE, E, SE, S, SW, W, NW, comma-separated',
  size_min: 'smallest area in m² (85 or 85,5)',
  size_max: 'largest area in m²',
  price_min: 'lowest price in whole units of `currency`',
  price_max: 'highest price in whole units of `currency`',
  currency:
    "TRY (default), EUR, USD or RUB: the price bounds' and answer's currency, at the office's dated rate",
  status: 'available (default) and/or reserved',
  project_status: 'completed, ongoing and/or planned',
  handover_before:
    'YYYY-MM-DD or a quarter (2027-Q2): homes of completed projects, or of projects expected to be handed over by then',
  foreign:
    "residence or citizenship: homes at or above the office's foreign-buyer threshold at its USD rate (422 when that threshold is not marked)",
  sort: 'price (default), size or floor; a leading - sorts descending; ties by id',
  page: `1-based, at most ${PAGING.maxPage}`,
  per_page: `homes per page, default ${HOME_FINDER_LIMITS.perPage}; more than ${PAGING.maxPerPage} is answered with ${PAGING.maxPerPage}`,
};

/** The parameters, each documented once (typed as strings: they are read from the address as written). */
const HomeQueryDocs = () =>
  applyDecorators(
    ...HOME_QUERY_PARAMS.map((name) =>
      ApiQuery({ name, required: false, type: String, description: PARAM_DOCS[name] }),
    ),
  );

@ApiTags('homes')
@Controller('homes')
export class HomesController {
  constructor(private readonly homes: HomesService) {}

  /** Public (visitors, no role): the home finder's page of homes. Cached with the projects' answers,
   *  which every project, unit, progress, publication and exchange-rate write clears. */
  @Public()
  @Get()
  @CachedGet(PROJECTS_CACHE)
  @ApiOkResponse({ type: HomesPageDto, headers: PAGE_HEADERS })
  @ApiUnprocessableEntityResponse({
    description: 'a filter refused: {detail: [{loc: ["query", <parameter>], msg, type}]}',
  })
  @HomeQueryDocs()
  async find(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<HomesPageDto> {
    const search = req.originalUrl.includes('?')
      ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1)
      : '';
    const parsed = parseHomeQuery(search);
    if (!parsed.ok)
      throw new ValidationFailed(
        parsed.errors.map((e) => ({ loc: ['query', e.param], msg: e.msg, type: e.code })),
      );
    const page = await this.homes.find(parsed.query);
    for (const [name, value] of Object.entries(pageHeaders(req, page))) res.setHeader(name, value);
    return page;
  }
}
