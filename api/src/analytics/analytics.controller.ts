import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ANALYTICS_LIMITS } from '@konak/contract';
import type { Request, Response } from 'express';
import { NoStore } from '../common/no-store.js';
import { Public } from '../common/public.decorator.js';
import { AnalyticsSummaryService } from './analytics-summary.service.js';
import { CollectorService } from './collector.service.js';
import { AnalyticsSummaryDto, SummaryQuery } from './dto/analytics.dto.js';

@ApiTags('analytics')
@Controller()
export class AnalyticsController {
  constructor(
    private readonly collector: CollectorService,
    private readonly summaries: AnalyticsSummaryService,
  ) {}

  /** The public site's beacon (navigator.sendBeacon: JSON sent as text/plain, so no CORS preflight);
   *  answered by the front door (CollectorService.frontDoor) before it gets here, through the same code.
   *  Always 204 and no cookie: a beacon sent with Do Not Track or Global Privacy Control, by a bot, or
   *  not a valid beacon is silently not counted. */
  @Public()
  @Post('collect')
  @HttpCode(204)
  @ApiConsumes('text/plain')
  @ApiBody({
    description: `BeaconBody (contract/src/analytics.ts) as JSON, at most ${ANALYTICS_LIMITS.bodyBytes} bytes`,
    schema: { type: 'string' },
  })
  @ApiNoContentResponse({ description: 'received (counted or not)' })
  collect(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.collector.receive(req, res, req.ip ?? '');
  }

  /** The admin's figures (contract/src/roles.ts: every role — aggregates only, no personal data). */
  @Get('analytics/summary')
  @ApiBearerAuth()
  @NoStore()
  @ApiOkResponse({ type: AnalyticsSummaryDto })
  summary(@Query() query: SummaryQuery) {
    return this.summaries.summary(query.days ?? 7);
  }
}
