import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProgressUpdate } from '../progress/progress-update.entity.js';
import { Project } from '../projects/project.entity.js';
import { ProjectBlock } from '../units/project-block.entity.js';
import { ProjectUnit } from '../units/project-unit.entity.js';
import { UnitsModule } from '../units/units.module.js';
import { HomesController } from './homes.controller.js';
import { HomesService } from './homes.service.js';

/** The home finder (issue 32): every published project's homes, filtered, sorted and paged by the server. */
@Module({
  imports: [TypeOrmModule.forFeature([ProjectUnit, ProjectBlock, Project, ProgressUpdate]), UnitsModule],
  controllers: [HomesController],
  providers: [HomesService],
  exports: [HomesService],
})
export class HomesModule {}
