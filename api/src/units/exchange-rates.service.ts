// The one record of exchange rates the public site converts unit prices with, set by the admin.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { HttpCache } from '../common/http-cache.js';
import { PROJECTS_CACHE } from '../projects/projects.service.js';
import type { ExchangeRatesDto, SaveExchangeRatesDto } from './dto/units.dto.js';
import { ExchangeRates } from './exchange-rates.entity.js';

export const EXCHANGE_RATES_CACHE = 'exchange-rates';

@Injectable()
export class ExchangeRatesService {
  constructor(
    @InjectRepository(ExchangeRates) private readonly repo: Repository<ExchangeRates>,
    private readonly cache: HttpCache,
    private readonly audit: AuditService,
  ) {}

  /** The rates, or all null (nothing is converted) until the admin sets them. */
  async get(): Promise<ExchangeRatesDto> {
    const record = await this.first();
    if (!record) return { eur: null, usd: null, rub: null, as_of: '', ru_currency: 'RUB', updated_at: null };
    return {
      eur: record.eur,
      usd: record.usd,
      rub: record.rub,
      as_of: record.as_of,
      ru_currency: record.ru_currency === 'EUR' ? 'EUR' : 'RUB',
      updated_at: record.updated_at.toISOString(),
    };
  }

  /** Replaces the rates: a currency left out is not shown (null); the Russian pages' currency is kept
   *  when left out. */
  async save(input: SaveExchangeRatesDto): Promise<ExchangeRatesDto> {
    const before = await this.get();
    const record = (await this.first()) ?? this.repo.create();
    Object.assign(record, {
      eur: input.eur ?? null,
      usd: input.usd ?? null,
      rub: input.rub ?? null,
      as_of: input.as_of,
      ru_currency: input.ru_currency ?? record.ru_currency ?? 'RUB',
    });
    await this.repo.save(record);
    // The home finder's answers (cached with the projects') carry prices at these rates.
    this.cache.invalidate(EXCHANGE_RATES_CACHE, PROJECTS_CACHE);
    const after = await this.get();
    const rates = ({ eur, usd, rub, as_of, ru_currency }: ExchangeRatesDto) => ({
      eur,
      usd,
      rub,
      as_of,
      ru_currency,
    });
    await this.audit.record({
      action: 'update',
      type: 'exchange_rates',
      id: record.id,
      title: `Döviz kurları (${after.as_of})`,
      before: rates(before),
      after: rates(after),
    });
    return after;
  }

  private async first() {
    return (await this.repo.find({ order: { id: 'ASC' }, take: 1 }))[0] ?? null;
  }
}
