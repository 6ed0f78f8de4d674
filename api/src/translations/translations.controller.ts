import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { TranslationReportDto } from './dto/translations.dto.js';
import { TranslationsService } from './translations.service.js';

@ApiTags('translations')
@ApiBearerAuth()
@Controller('translations')
export class TranslationsController {
  constructor(private readonly translations: TranslationsService) {}

  /** The admin's "Çeviri Kontrolü" and the dashboard's panel. */
  @Get('missing')
  @ApiOkResponse({ type: TranslationReportDto })
  missing() {
    return this.translations.missing();
  }
}
