import { Controller, HttpCode, Param, Post, type PipeTransform } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../common/errors.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { PreviewDto } from './preview.dto.js';
import { PUBLICATION_TYPES, type PublicationType } from './publication-types.js';
import { PublishingService } from './publishing.service.js';

const TYPE_PIPE: PipeTransform<string, PublicationType> = {
  transform(value: string) {
    if (!(PUBLICATION_TYPES as readonly string[]).includes(value)) throw new DomainError('not_found');
    return value as PublicationType;
  },
};

@ApiTags('preview')
@ApiBearerAuth()
@Controller('preview')
export class PublishingController {
  constructor(private readonly publishing: PublishingService) {}

  /** A short-lived token that shows this draft or scheduled item at its public address (`?preview=`). */
  @Post(':type/:id')
  @HttpCode(200)
  @ApiParam({ name: 'type', enum: PUBLICATION_TYPES })
  @ApiOkResponse({ type: PreviewDto })
  @ApiNotFoundResponse()
  preview(@Param('type', TYPE_PIPE) type: PublicationType, @Param('id', ParseIdPipe) id: number) {
    return this.publishing.preview(type, id);
  }
}
