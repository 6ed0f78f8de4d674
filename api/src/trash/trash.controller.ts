import { Controller, Delete, Get, HttpCode, Param, Post, Query, type PipeTransform } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { isTrashType, TRASH_TYPES, type TrashType } from '@konak/contract';
import { DomainError } from '../common/errors.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { Paged } from '../common/paging.js';
import { ListTrashQuery, TrashItemDto } from './dto/trash.dto.js';
import { TrashService } from './trash.service.js';

/** A type with no trash names nothing there: 404, like an unknown id. */
const TYPE_PIPE: PipeTransform<string, TrashType> = {
  transform(value: string) {
    if (!isTrashType(value)) throw new DomainError('not_found');
    return value;
  },
};

/** The admin's "Çöp Kutusu" (every route needs an administrator's token). */
@ApiTags('trash')
@ApiBearerAuth()
@Controller('trash')
export class TrashController {
  constructor(private readonly trash: TrashService) {}

  @Get()
  @Paged(TrashItemDto)
  list(@Query() query: ListTrashQuery) {
    return this.trash.list(query);
  }

  @Post(':type/:id/restore')
  @HttpCode(204)
  @ApiParam({ name: 'type', enum: TRASH_TYPES })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  async restore(@Param('type', TYPE_PIPE) type: TrashType, @Param('id', ParseIdPipe) id: number) {
    await this.trash.restore(type, id);
  }

  @Delete(':type/:id')
  @HttpCode(204)
  @ApiParam({ name: 'type', enum: TRASH_TYPES })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  async destroy(@Param('type', TYPE_PIPE) type: TrashType, @Param('id', ParseIdPipe) id: number) {
    await this.trash.destroy(type, id);
  }
}
