import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CachedGet } from '../common/cached-get.js';
import { Public } from '../common/public.decorator.js';
import {
  LeadSettingsDto,
  SaveLeadSettingsDto,
  SaveSettingsDto,
  SiteSettingsDto,
} from './dto/settings.dto.js';
import { SETTINGS_CACHE, SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Public()
  @Get()
  @CachedGet(SETTINGS_CACHE)
  @ApiOkResponse({ type: SiteSettingsDto })
  get() {
    return this.settings.get();
  }

  @Get('leads')
  @ApiBearerAuth()
  @ApiOkResponse({ type: LeadSettingsDto })
  leads() {
    return this.settings.leadSettings();
  }

  @Put('leads')
  @ApiBearerAuth()
  @ApiOkResponse({ type: LeadSettingsDto })
  saveLeads(@Body() body: SaveLeadSettingsDto) {
    return this.settings.saveLeadSettings(body);
  }

  @Post()
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: SiteSettingsDto })
  create(@Body() body: SaveSettingsDto) {
    return this.settings.save(body);
  }

  @Put()
  @ApiBearerAuth()
  @ApiOkResponse({ type: SiteSettingsDto })
  update(@Body() body: SaveSettingsDto) {
    return this.settings.save(body);
  }
}
