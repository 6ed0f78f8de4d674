import { BadRequestException, Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { DEFAULT_LANG, LANGS, isLang } from '@konak/contract';
import type { Request, Response } from 'express';
import { Public } from '../common/public.decorator.js';
import { BrochureService } from './brochure.service.js';

@ApiTags('projects')
@Controller('projects')
export class BrochureController {
  constructor(private readonly brochures: BrochureService) {}

  /** The project's A4 brochure in one language, with the units available at this moment. */
  @Public()
  @Get(':slug/brochure.pdf')
  @ApiProduces('application/pdf')
  @ApiQuery({
    name: 'lang',
    enum: LANGS,
    required: false,
    description: 'Language of the brochure (default tr)',
  })
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ description: 'Unknown language' })
  @ApiNotFoundResponse()
  @ApiTooManyRequestsResponse({
    description: 'Too many brochures generated for this client; see Retry-After',
  })
  async pdf(
    @Param('slug') slug: string,
    @Query('lang') lang: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    if (lang !== undefined && !isLang(lang))
      throw new BadRequestException({ detail: 'Dil (lang) tr, en veya ru olmalıdır' });
    const language = lang ?? DEFAULT_LANG;
    const brochure = await this.brochures.get(slug, language, req.ip ?? 'unknown');
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${slug}-${language}.pdf"`,
      ETag: brochure.etag,
      'Cache-Control': 'public, max-age=0, must-revalidate',
    });
    // Express answers 304 itself when If-None-Match matches.
    res.send(brochure.pdf);
  }
}
