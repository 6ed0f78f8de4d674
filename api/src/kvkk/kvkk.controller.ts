import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CachedGet } from '../common/cached-get.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { Public } from '../common/public.decorator.js';
import { CurrentUser, type RequestUser } from '../common/request-user.js';
import { CreateKvkkNoticeDto, KvkkNoticeDto } from './dto/kvkk.dto.js';
import { KVKK_CACHE, KvkkService } from './kvkk.service.js';

@ApiTags('kvkk')
@Controller('kvkk')
export class KvkkController {
  constructor(private readonly kvkk: KvkkService) {}

  /** The notice in force: the public forms show it and send its hash with a request. */
  @Public()
  @Get()
  @CachedGet(KVKK_CACHE)
  @ApiOkResponse({ type: KvkkNoticeDto })
  current() {
    return this.kvkk.current();
  }

  @Get('versions')
  @ApiBearerAuth()
  @ApiOkResponse({ type: [KvkkNoticeDto] })
  list() {
    return this.kvkk.list();
  }

  @Get('versions/:id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: KvkkNoticeDto })
  get(@Param('id', ParseIdPipe) id: number) {
    return this.kvkk.get(id);
  }

  @Post('versions')
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: KvkkNoticeDto })
  create(@Body() body: CreateKvkkNoticeDto, @CurrentUser() user: RequestUser) {
    return this.kvkk.create(body.text, user.email);
  }
}
