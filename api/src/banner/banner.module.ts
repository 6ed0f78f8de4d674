import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BannerController } from './banner.controller.js';
import { BannerService } from './banner.service.js';
import { InstagramBanner } from './instagram-banner.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([InstagramBanner])],
  controllers: [BannerController],
  providers: [BannerService],
  exports: [BannerService],
})
export class BannerModule {}
