// The OpenAPI 3.1 document (the contract shared-ui's types are generated from) and its reference page,
// served from the swagger-ui-dist package (no CDN).
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Konak API')
    .setDescription(
      'Content and administration API of the Konak website. Errors answer `{detail}`; validation errors 422 `{detail: [{loc, msg, type}]}`.',
    )
    .setVersion('1.0.0')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config, {
    // Stable, readable operation ids ("ProjectsController_list" → "projects_list") for generated clients.
    operationIdFactory: (controller, method) =>
      `${controller.replace(/Controller$/, '').toLowerCase()}_${method}`,
  });
}

/** Swagger UI runs an inline bootstrap; the site's strict CSP stays everywhere else. */
function docsCsp(_req: Request, res: Response, next: NextFunction) {
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'",
  );
  next();
}

export function setupOpenApi(app: INestApplication) {
  const document = buildOpenApiDocument(app);
  app.use('/api/docs', docsCsp);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/openapi.json',
    raw: ['json'],
    customSiteTitle: 'Konak API',
  });
}
