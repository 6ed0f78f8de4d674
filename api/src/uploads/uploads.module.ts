import { Module } from '@nestjs/common';
import path from 'node:path';
import type { Env } from '../config/env.js';
import { ENV } from '../config/env.module.js';
import { LocalStorage } from '../storage/local-storage.js';
import { S3Storage } from '../storage/s3-storage.js';
import { UPLOAD_STORAGE } from '../storage/upload-storage.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

/** Uploads on this server's disk (DATA_DIR/uploads), or in the S3 bucket when S3_BUCKET is set. */
export const uploadStorage = (env: Env) =>
  env.storage.type === 's3'
    ? new S3Storage(env.storage)
    : new LocalStorage(path.join(env.dataDir, 'uploads'));

@Module({
  controllers: [UploadsController],
  providers: [UploadsService, { provide: UPLOAD_STORAGE, inject: [ENV], useFactory: uploadStorage }],
  exports: [UploadsService],
})
export class UploadsModule {}
