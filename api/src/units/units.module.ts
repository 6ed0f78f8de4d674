import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentPlansModule } from '../payment-plans/payment-plans.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { ExchangeRatesController } from './exchange-rates.controller.js';
import { ExchangeRates } from './exchange-rates.entity.js';
import { ExchangeRatesService } from './exchange-rates.service.js';
import { ProjectBlock } from './project-block.entity.js';
import { ProjectUnit } from './project-unit.entity.js';
import { UnitImport } from './unit-import.entity.js';
import { UnitsController } from './units.controller.js';
import { UnitsImportService } from './units-import.service.js';
import { UnitsService } from './units.service.js';

/** Unit availability (issue 12): blocks and units of the projects, their CSV, and the exchange rates. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ProjectBlock, ProjectUnit, UnitImport, ExchangeRates]),
    ProjectsModule,
    PaymentPlansModule,
  ],
  controllers: [UnitsController, ExchangeRatesController],
  providers: [UnitsService, UnitsImportService, ExchangeRatesService],
  exports: [UnitsService, ExchangeRatesService],
})
export class UnitsModule {}
