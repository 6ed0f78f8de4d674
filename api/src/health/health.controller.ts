// Liveness and readiness for a load balancer or an orchestrator: /api/health answers while the process
// runs; /api/ready only while the database answers too, so an instance that lost it leaves the rotation.
import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../common/public.decorator.js';

@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('health')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The process is up' })
  health() {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOkResponse({ description: 'The database answers' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async ready() {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException({ detail: 'Veritabanına ulaşılamıyor' });
    }
    return { status: 'ok', database: 'ok' };
  }
}
