import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Slider } from './slider.entity.js';
import { SlidersController } from './sliders.controller.js';
import { SlidersService } from './sliders.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Slider])],
  controllers: [SlidersController],
  providers: [SlidersService],
  exports: [SlidersService],
})
export class SlidersModule {}
