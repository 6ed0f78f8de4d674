import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoStore } from '../common/no-store.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { CurrentUser, type RequestUser } from '../common/request-user.js';
import { KeepTranslationDto, KeptTranslationDto, TranslationReportDto } from './dto/translations.dto.js';
import { TranslationsService } from './translations.service.js';

// The report is computed from the content on every request; no browser or proxy may keep an old one
// (a text saved a moment ago must be listed at once, issue 26).
@ApiTags('translations')
@ApiBearerAuth()
@NoStore()
@Controller('translations')
export class TranslationsController {
  constructor(private readonly translations: TranslationsService) {}

  /** The admin's "Çeviri Kontrolü" and the dashboard's panel. */
  @Get('missing')
  @ApiOkResponse({ type: TranslationReportDto })
  missing() {
    return this.translations.missing();
  }

  /** "Böyle kalsın": a text the same in every language on purpose (a name) is no longer flagged. */
  @Post('kept')
  @ApiCreatedResponse({ type: KeptTranslationDto })
  keep(@Body() body: KeepTranslationDto, @CurrentUser() user: RequestUser) {
    return this.translations.keep(body, user.email);
  }

  /** Takes a "böyle kalsın" back. */
  @Delete('kept/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async unkeep(@Param('id', ParseIdPipe) id: number) {
    await this.translations.unkeep(id);
  }
}
