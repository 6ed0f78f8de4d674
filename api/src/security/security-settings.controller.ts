import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SaveSecuritySettingsDto, SecuritySettingsDto } from './dto/security-settings.dto.js';
import { SecuritySettingsService } from './security-settings.service.js';

/** The owner's: two-factor requirement per role and the audit log's retention. */
@ApiTags('settings')
@ApiBearerAuth()
@Controller('settings/security')
export class SecuritySettingsController {
  constructor(private readonly settings: SecuritySettingsService) {}

  @Get()
  @ApiOkResponse({ type: SecuritySettingsDto })
  get() {
    return this.settings.get();
  }

  @Put()
  @ApiOkResponse({ type: SecuritySettingsDto })
  save(@Body() body: SaveSecuritySettingsDto) {
    return this.settings.save(body);
  }
}
