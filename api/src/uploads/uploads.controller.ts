/// <reference types="multer" />
import {
  Controller,
  Get,
  Inject,
  Param,
  Post,
  Req,
  Res,
  UploadedFile,
  UploadedFiles,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExcludeEndpoint,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/errors.js';
import { Public } from '../common/public.decorator.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';
import { UploadManyResponseDto, UploadResponseDto } from './dto/upload.dto.js';
import { MAX_UPLOAD_BYTES, MAX_VIDEO_BYTES, UploadsService } from './uploads.service.js';

const MAX_FILES = 20;
// Multer counts bytes while streaming and stops at the limit (413); files stay in memory, never on disk
// under a name the client chose. The global guard runs before the interceptor, so only an
// administrator's request is ever read.
const limits = { fileSize: MAX_UPLOAD_BYTES, fields: 10, parts: MAX_FILES + 10 };

const binary = { type: 'string', format: 'binary' } as const;
/** The OpenAPI description of a protected multipart upload whose form carries `field`. */
const MultipartUpload = (
  field: string,
  schema: object,
  answer: typeof UploadResponseDto | typeof UploadManyResponseDto,
) =>
  applyDecorators(
    ApiBearerAuth(),
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: [field], properties: { [field]: schema } } }),
    ApiCreatedResponse({ type: answer }),
    ApiUnprocessableEntityResponse({ description: 'No file sent' }),
    ApiUnsupportedMediaTypeResponse({ description: 'Not a file of a kind the route takes' }),
    ApiPayloadTooLargeResponse({ description: 'Too many bytes (or, for an image, pixels)' }),
  );

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    @Inject(ENV) private readonly env: Env,
    private readonly audit: AuditService,
  ) {}

  @Post('upload/image')
  @MultipartUpload('file', binary, UploadResponseDto)
  @UseInterceptors(FileInterceptor('file', { limits: { ...limits, files: 1 } }))
  async uploadOne(@UploadedFile() file?: Express.Multer.File): Promise<UploadResponseDto> {
    if (!file) throw new DomainError('file_required');
    const url = await this.uploads.storeImage(file.buffer);
    await this.recordUpload([file], [url]);
    return { url };
  }

  @Post('upload/images')
  @MultipartUpload('files', { type: 'array', items: binary }, UploadManyResponseDto)
  @UseInterceptors(FilesInterceptor('files', MAX_FILES, { limits: { ...limits, files: MAX_FILES } }))
  async uploadMany(@UploadedFiles() files?: Express.Multer.File[]): Promise<UploadManyResponseDto> {
    if (!files?.length) throw new DomainError('file_required');
    // All or nothing from the client's view: a bad file refuses the request (stored ones are orphans
    // with random names, harmless).
    const urls: string[] = [];
    for (const file of files) urls.push(await this.uploads.storeImage(file.buffer));
    await this.recordUpload(files, urls);
    return { urls };
  }

  /** An MP4 or WebM for a slider, judged by its bytes and stored as sent (no transcoding). */
  @Post('upload/video')
  @MultipartUpload('file', binary, UploadResponseDto)
  @UseInterceptors(FileInterceptor('file', { limits: { ...limits, fileSize: MAX_VIDEO_BYTES, files: 1 } }))
  async uploadVideo(@UploadedFile() file?: Express.Multer.File): Promise<UploadResponseDto> {
    if (!file) throw new DomainError('file_required');
    const url = await this.uploads.storeVideo(file.buffer);
    await this.recordUpload([file], [url]);
    return { url };
  }

  /** Stored images and videos from the upload storage (immutable, typed by their extension, never
   *  sniffed, with byte ranges), or a redirect to UPLOADS_PUBLIC_URL (a public bucket or CDN) when set. */
  @Public()
  @Get('uploads/*path')
  @ApiExcludeEndpoint()
  async serve(@Param('path') param: string | string[], @Req() req: Request, @Res() res: Response) {
    const relative = Array.isArray(param) ? param.join('/') : param;
    if (this.env.uploadsPublicUrl && this.uploads.isStoredName(relative)) {
      // The bucket behind the CDN gets a copy an older image lacks before anyone is sent there.
      await this.uploads.ensureCopy(relative);
      // Temporary: a base that changes later must not stay cached in browsers forever.
      return res
        .set('Cache-Control', 'public, max-age=3600')
        .redirect(302, `${this.env.uploadsPublicUrl}${relative}`);
    }
    await this.uploads.serve(relative, req, res);
  }

  /** One audit entry per upload request: the stored URLs and the names the files had on the editor's computer. */
  private recordUpload(files: Express.Multer.File[], urls: string[]) {
    const title = urls.length === 1 ? files[0].originalname : `${urls.length} dosya`;
    return this.audit.record({
      action: 'upload',
      type: 'upload',
      title: title.slice(0, 200),
      after: { files: files.map((f, i) => ({ name: f.originalname.slice(0, 200), url: urls[i] })) },
    });
  }
}
