import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Project } from '../projects/project.entity.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { ProgressUpdate } from './progress-update.entity.js';
import { ProgressController } from './progress.controller.js';
import { ProgressService } from './progress.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ProgressUpdate, Project]), ProjectsModule],
  controllers: [ProgressController],
  providers: [ProgressService],
  exports: [ProgressService],
})
export class ProgressModule {}
