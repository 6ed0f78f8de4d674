import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NoStore } from '../common/no-store.js';
import { Paged, PageQuery } from '../common/paging.js';
import { CurrentUser, type RequestUser } from '../common/request-user.js';
import { DataRequestsService } from './data-requests.service.js';
import {
  ContactRequestDto,
  DataSubjectExportQuery,
  DataSubjectLogDto,
  DataSubjectQuery,
  ErasureResultDto,
} from './dto/contact.dto.js';

/** KVKK Art. 11 requests of one person (admin only): find, export, erase; and the log of them. The person's
 *  e-mail and phone travel in the body of a POST, never in a URL (which proxies and logs keep), and no
 *  answer may be stored by a browser or proxy (no-store). */
@ApiTags('data-requests')
@ApiBearerAuth()
@Controller('data-requests')
@NoStore()
export class DataRequestsController {
  constructor(private readonly requests: DataRequestsService) {}

  @Post('search')
  @HttpCode(200)
  @ApiOkResponse({ type: [ContactRequestDto] })
  find(@Body() query: DataSubjectQuery) {
    return this.requests.find(query);
  }

  @Post('export')
  @HttpCode(200)
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ description: 'the requests as a JSON or CSV file' })
  async export(
    @Body() query: DataSubjectExportQuery,
    @CurrentUser() user: RequestUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    const format = query.format ?? 'json';
    const { body } = await this.requests.export(query, user.email, format);
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader(
      'Content-Type',
      format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    );
    res.setHeader('Content-Disposition', `attachment; filename="kisisel-veri-${day}.${format}"`);
    return body;
  }

  @Post('erase')
  @HttpCode(200)
  @ApiOkResponse({ type: ErasureResultDto })
  async erase(@Body() body: DataSubjectQuery, @CurrentUser() user: RequestUser): Promise<ErasureResultDto> {
    return { erased: await this.requests.erase(body, user.email) };
  }

  @Get('log')
  @Paged(DataSubjectLogDto)
  log(@Query() query: PageQuery) {
    return this.requests.history(query);
  }
}
