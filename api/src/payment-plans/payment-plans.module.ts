import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Project } from '../projects/project.entity.js';
import { PaymentPlan } from './payment-plan.entity.js';
import { PaymentPlansController } from './payment-plans.controller.js';
import { PaymentPlansService } from './payment-plans.service.js';

/** Payment plans per project (issue 32); the units module answers them with the public grid. */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentPlan, Project])],
  controllers: [PaymentPlansController],
  providers: [PaymentPlansService],
  exports: [PaymentPlansService],
})
export class PaymentPlansModule {}
