import { Module } from '@nestjs/common';
import { UploadsModule } from '../../uploads/uploads.module.js';
import { Seeder } from './seeder.js';

@Module({ imports: [UploadsModule], providers: [Seeder], exports: [Seeder] })
export class SeedModule {}
