import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { NoStore } from '../common/no-store.js';
import { PAGE_HEADERS, pageHeaders } from '../common/paging.js';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { AuditService } from './audit.service.js';
import { AuditEntryDto, AuditPageDto, ListAuditQuery } from './dto/audit.dto.js';

/** The log is read-only over HTTP: there is deliberately no POST, PUT or DELETE here. */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
@NoStore()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /** The paging convention's headers, and the envelope body ({items, total, page, per_page}) its
   *  first caller, the admin's log screen, reads. */
  @Get()
  @ApiOkResponse({ type: AuditPageDto, headers: PAGE_HEADERS })
  async list(@Query() query: ListAuditQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const page = await this.audit.list(query);
    res.set(pageHeaders(req, page));
    return page;
  }

  @Get(':id')
  @ApiOkResponse({ type: AuditEntryDto })
  @ApiNotFoundResponse()
  get(@Param('id', ParseIdPipe) id: number) {
    return this.audit.get(id);
  }
}
