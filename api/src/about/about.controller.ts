import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CachedGet } from '../common/cached-get.js';
import { Public } from '../common/public.decorator.js';
import { ABOUT_CACHE, AboutService } from './about.service.js';
import { AboutDto, SaveAboutDto } from './dto/about.dto.js';

@ApiTags('about')
@Controller('about')
export class AboutController {
  constructor(private readonly about: AboutService) {}

  /** A list for the old clients (SPEC §3: the first item is used); it always has exactly one. */
  @Public()
  @Get()
  @CachedGet(ABOUT_CACHE)
  @ApiOkResponse({ type: [AboutDto] })
  async list() {
    return [await this.about.get()];
  }

  @Post()
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: AboutDto })
  create(@Body() body: SaveAboutDto) {
    return this.about.save(body);
  }

  @Put()
  @ApiBearerAuth()
  @ApiOkResponse({ type: AboutDto })
  update(@Body() body: SaveAboutDto) {
    return this.about.save(body);
  }
}
