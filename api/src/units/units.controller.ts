import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UNIT_LIMITS } from '@konak/contract';
import { CachedGet } from '../common/cached-get.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { Public } from '../common/public.decorator.js';
import { PublicUnitsDto } from '../payment-plans/dto/payment-plan.dto.js';
import { PaymentPlansService } from '../payment-plans/payment-plans.service.js';
import { PROJECTS_CACHE } from '../projects/projects.service.js';
import {
  BlockDto,
  BulkStatusDto,
  BulkStatusResultDto,
  CreateBlockDto,
  CreateUnitDto,
  GenerateResultDto,
  GenerateUnitsDto,
  ProjectUnitsDto,
  UnitDto,
  UnitsGridQuery,
  UpdateBlockDto,
  UpdateUnitDto,
} from './dto/units.dto.js';
import { CsvImportQuery, CsvImportResultDto, UnitImportDto } from './dto/units-csv.dto.js';
import { IMPORTS_KEPT, UnitsImportService } from './units-import.service.js';
import { UnitsService } from './units.service.js';

@ApiTags('units')
@Controller()
export class UnitsController {
  constructor(
    private readonly units: UnitsService,
    private readonly csv: UnitsImportService,
    private readonly paymentPlans: PaymentPlansService,
  ) {}

  /** The public grid (the project page): cached with the projects' answers, cleared by every write. It
   *  carries the project's payment plans, which the unit dialog shows (issue 32). */
  @Public()
  @Get('projects/:slug/units')
  @CachedGet(PROJECTS_CACHE)
  @ApiOkResponse({ type: PublicUnitsDto })
  @ApiNotFoundResponse()
  async publicUnits(@Param('slug') slug: string, @Query() query: UnitsGridQuery): Promise<PublicUnitsDto> {
    return this.paymentPlans.withPlans(slug, await this.units.publicUnits(slug, query.block));
  }

  /** The admin's grid of any project, by id, uncached. (GET …/{id}/units is the public read by slug.) */
  @Get('projects/:id/blocks')
  @ApiBearerAuth()
  @ApiOkResponse({ type: ProjectUnitsDto })
  adminUnits(@Param('id', ParseIdPipe) id: number, @Query() query: UnitsGridQuery) {
    return this.units.adminUnits(id, query.block);
  }

  @Post('projects/:id/blocks')
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: BlockDto })
  @ApiConflictResponse({ description: 'A block of that name exists' })
  createBlock(@Param('id', ParseIdPipe) id: number, @Body() body: CreateBlockDto) {
    return this.units.createBlock(id, body.name);
  }

  @Patch('blocks/:id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: BlockDto })
  updateBlock(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateBlockDto) {
    return this.units.updateBlock(id, body);
  }

  @Delete('blocks/:id')
  @ApiBearerAuth()
  @HttpCode(204)
  async removeBlock(@Param('id', ParseIdPipe) id: number) {
    await this.units.removeBlock(id);
  }

  @Post('blocks/:id/generate')
  @ApiBearerAuth()
  @HttpCode(200)
  @ApiOkResponse({ type: GenerateResultDto })
  generate(@Param('id', ParseIdPipe) id: number, @Body() body: GenerateUnitsDto) {
    return this.units.generate(id, body);
  }

  @Post('projects/:id/units')
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: UnitDto })
  @ApiConflictResponse({ description: 'The number is taken in that block' })
  createUnit(@Param('id', ParseIdPipe) id: number, @Body() body: CreateUnitDto) {
    return this.units.createUnit(id, body);
  }

  /** Before 'units/:id': the bulk status change. */
  @Patch('units')
  @ApiBearerAuth()
  @ApiOkResponse({ type: BulkStatusResultDto })
  bulkStatus(@Body() body: BulkStatusDto) {
    return this.units.bulkStatus(body);
  }

  @Patch('units/:id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: UnitDto })
  updateUnit(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateUnitDto) {
    return this.units.updateUnit(id, body);
  }

  @Delete('units/:id')
  @ApiBearerAuth()
  @HttpCode(204)
  async removeUnit(@Param('id', ParseIdPipe) id: number) {
    await this.units.removeUnit(id);
  }

  @Get('projects/:id/units.csv')
  @ApiBearerAuth()
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'UTF-8 with a BOM, ";" separated: Blok;Kat;No;Plan;Cephe;Fiyat (TL);Durum',
    schema: { type: 'string' },
  })
  async exportCsv(@Param('id', ParseIdPipe) id: number, @Res({ passthrough: true }) res: Response) {
    const csv = await this.csv.exportCsv(id);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="daireler-${id}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    return csv;
  }

  /** Without ?confirm=1 the answer is the preview and nothing is written (issue 26). */
  @Put('projects/:id/units.csv')
  @ApiBearerAuth()
  @ApiConsumes('text/csv')
  @ApiBody({
    schema: { type: 'string' },
    description: `The file (UTF-8 with or without a BOM, or Windows-1254), at most ${UNIT_LIMITS.csvBytes} bytes`,
  })
  @ApiOkResponse({ type: CsvImportResultDto })
  @ApiBadRequestResponse({ description: '{detail: [{line, msg}]}: nothing was changed' })
  importCsv(@Param('id', ParseIdPipe) id: number, @Query() query: CsvImportQuery, @Req() req: Request) {
    return this.csv.importCsv(id, csvBody(req), query.confirm === true);
  }

  @Get('projects/:id/unit-imports')
  @ApiBearerAuth()
  @ApiOkResponse({
    type: [UnitImportDto],
    description: `The project's last ${IMPORTS_KEPT} CSV imports, newest first`,
  })
  @ApiNotFoundResponse()
  listImports(@Param('id', ParseIdPipe) id: number) {
    return this.csv.listImports(id);
  }

  @Post('unit-imports/:id/undo')
  @ApiBearerAuth()
  @HttpCode(200)
  @ApiOkResponse({
    type: CsvImportResultDto,
    description: "The project's units as they were before the import",
  })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'Already undone, or a newer import came after it' })
  undoImport(@Param('id', ParseIdPipe) id: number) {
    return this.csv.undoImport(id);
  }
}

/** The file's bytes (configure-api reads text/csv raw, up to the limit); anything else is refused. */
function csvBody(req: Request): Uint8Array {
  if (!Buffer.isBuffer(req.body))
    throw new UnsupportedMediaTypeException({
      detail: 'Dosya CSV olarak gönderilmeli (Content-Type: text/csv)',
    });
  return req.body;
}
