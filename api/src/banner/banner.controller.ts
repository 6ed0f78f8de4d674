import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CachedGet } from '../common/cached-get.js';
import { Public } from '../common/public.decorator.js';
import { BANNER_CACHE, BannerService } from './banner.service.js';
import { InstagramBannerDto, SaveBannerDto } from './dto/banner.dto.js';

@ApiTags('instagram-banner')
@Controller('instagram-banner')
export class BannerController {
  constructor(private readonly banner: BannerService) {}

  @Public()
  @Get()
  @CachedGet(BANNER_CACHE)
  @ApiOkResponse({ type: InstagramBannerDto })
  get() {
    return this.banner.get();
  }

  @Post()
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: InstagramBannerDto })
  create(@Body() body: SaveBannerDto) {
    return this.banner.save(body);
  }

  @Put()
  @ApiBearerAuth()
  @ApiOkResponse({ type: InstagramBannerDto })
  update(@Body() body: SaveBannerDto) {
    return this.banner.save(body);
  }
}
