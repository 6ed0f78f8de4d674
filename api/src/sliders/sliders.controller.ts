import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CachedGet } from '../common/cached-get.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { Public } from '../common/public.decorator.js';
import { CurrentUser, type RequestUser } from '../common/request-user.js';
import { CreateSliderDto, SliderDto, UpdateSliderDto } from './dto/slider.dto.js';
import { SLIDERS_CACHE, SlidersService } from './sliders.service.js';

@ApiTags('sliders')
@Controller('sliders')
export class SlidersController {
  constructor(private readonly sliders: SlidersService) {}

  @Public()
  @Get()
  @CachedGet(SLIDERS_CACHE)
  @ApiOkResponse({ type: [SliderDto] })
  listActive() {
    return this.sliders.listActive();
  }

  @Get('all')
  @ApiBearerAuth()
  @ApiOkResponse({ type: [SliderDto] })
  listAll() {
    return this.sliders.listAll();
  }

  @Post()
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: SliderDto })
  create(@Body() body: CreateSliderDto) {
    return this.sliders.create(body);
  }

  @Put(':id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: SliderDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateSliderDto) {
    return this.sliders.update(id, body);
  }

  @Delete(':id')
  @ApiBearerAuth()
  @HttpCode(204)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: RequestUser) {
    await this.sliders.remove(id, user.name || user.email);
  }
}
