// Cross-cutting setup of /api: body parsing limits, the global validation pipe (422), the one exception
// filter ({detail}) and the OpenAPI document. The protected-by-default guard is AuthModule's APP_GUARD.
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OptionsJson } from 'body-parser';
import type { NextFunction, Request, Response } from 'express';
import type { Env } from '../config/env.js';
import { ApiExceptionFilter, toErrorResponse } from './exception.filter.js';
import { assertJsonDepth } from './json-depth.js';
import { setupOpenApi } from './openapi.js';
import { ApiValidationPipe } from './validation.js';

export function configureApi(app: NestExpressApplication, _env: Env) {
  // The size limit is counted while the body streams in (413 past 1 MB); the depth before parsing.
  const json: OptionsJson = { limit: '1mb', verify: (_req, _res, body) => assertJsonDepth(body) };
  app.useBodyParser('json', json);
  // The units CSV import (PUT /api/projects/{id}/units.csv) is the one file body, read as bytes: the
  // import tells UTF-8 from Windows-1254 itself (Excel-TR's CSV). Same 1 MB limit.
  app.useBodyParser('raw', { type: 'text/csv', limit: '1mb' });
  // Body-parser fails before any Nest handler runs (malformed JSON, over 1 MB): answer it here in the
  // same {detail} shape instead of Express's HTML error page.
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const { status, body } = toErrorResponse(error);
    res.status(status).json(body);
  });
  app.useGlobalPipes(new ApiValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  setupOpenApi(app);
}
