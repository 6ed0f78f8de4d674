// GET /api/metrics for Prometheus, behind METRICS_TOKEN (a bearer token): without the setting the route
// answers 404 like any unknown address; with it, a request without the right token gets 401.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Inject, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../common/errors.js';
import { Public } from '../common/public.decorator.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { Metrics } from './metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Get()
  @ApiExcludeEndpoint()
  async read(@Headers('authorization') authorization: string | undefined, @Res() res: Response) {
    if (!this.env.metricsToken) throw new DomainError('not_found');
    const offered = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
    // Compared as digests: equal lengths, constant time.
    if (!timingSafeEqual(digest(offered), digest(this.env.metricsToken))) {
      throw new UnauthorizedException({ detail: 'Ölçümler için geçerli bir METRICS_TOKEN gerekiyor' });
    }
    res.setHeader('Content-Type', this.metrics.registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.end(await this.metrics.registry.metrics());
  }
}
