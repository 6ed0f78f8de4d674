import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { KvkkController } from './kvkk.controller.js';
import { KvkkNotice } from './kvkk-notice.entity.js';
import { KvkkService } from './kvkk.service.js';

/** The versioned KVKK notice. */
@Module({
  imports: [TypeOrmModule.forFeature([KvkkNotice])],
  controllers: [KvkkController],
  providers: [KvkkService],
  exports: [KvkkService],
})
export class KvkkModule {}
