// Liveness and readiness for a load balancer or an orchestrator: /api/health answers while the process
// runs; /api/ready only while the database (and Redis, when set) answer too, so an instance that lost
// either leaves the rotation.
import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../common/public.decorator.js';
import { SharedRedis } from '../redis/redis.js';

@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: SharedRedis,
  ) {}

  @Get('health')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The process is up' })
  health() {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOkResponse({ description: 'The database and Redis (when configured) answer' })
  @ApiServiceUnavailableResponse({ description: 'The database or Redis does not answer' })
  async ready() {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException({ detail: 'Veritabanına ulaşılamıyor' });
    }
    if (!(await this.redis.reachable()))
      throw new ServiceUnavailableException({ detail: "Redis'e ulaşılamıyor" });
    return { status: 'ok', database: 'ok', ...(this.redis.client ? { redis: 'ok' } : {}) };
  }
}
