// The one record of exchange rates the public site converts unit prices with, set by the admin.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { HttpCache } from '../common/http-cache.js';
import { PROJECTS_CACHE } from '../projects/projects.service.js';
import { ValidationFailed } from '../common/validation.js';
import type {
  ExchangeRatesDto,
  ForeignBuyersDto,
  SaveExchangeRatesDto,
  SaveForeignBuyersDto,
} from './dto/units.dto.js';
import { ExchangeRates } from './exchange-rates.entity.js';
import { turkishDay } from '@konak/contract';

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
    if (!record)
      return {
        eur: null,
        usd: null,
        rub: null,
        as_of: '',
        ru_currency: 'RUB',
        foreign_buyers: foreignBuyers(null),
        updated_at: null,
      };
    return {
      eur: record.eur,
      usd: record.usd,
      rub: record.rub,
      as_of: record.as_of,
      ru_currency: record.ru_currency === 'EUR' ? 'EUR' : 'RUB',
      foreign_buyers: foreignBuyers(record),
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
      title: `Döviz kurları (${turkishDay(after.as_of)})`,
      before: rates(before),
      after: rates(after),
    });
    return after;
  }

  /** Replaces the foreign buyers' thresholds and their explanation (decision 0198): a threshold left out
   *  is not marked; a marked one needs the day it was set. The finder's badges and filter follow at once. */
  async saveForeignBuyers(input: SaveForeignBuyersDto): Promise<ExchangeRatesDto> {
    const residence_usd = input.residence_usd ?? null;
    const citizenship_usd = input.citizenship_usd ?? null;
    const as_of = input.as_of ?? '';
    if ((residence_usd !== null || citizenship_usd !== null) && !as_of)
      throw new ValidationFailed([
        {
          loc: ['body', 'as_of'],
          msg: 'Eşiklerin belirlendiği tarihi girin (YYYY-AA-GG)',
          type: 'isThresholdDay',
        },
      ]);
    const before = (await this.get()).foreign_buyers;
    const record =
      (await this.first()) ??
      this.repo.create({ eur: null, usd: null, rub: null, as_of: '', ru_currency: 'RUB' });
    Object.assign(record, {
      residence_usd,
      citizenship_usd,
      thresholds_as_of: as_of,
      foreign_buyer_text: { tr: input.text.tr.trim(), en: input.text.en.trim(), ru: input.text.ru.trim() },
    });
    await this.repo.save(record);
    this.cache.invalidate(EXCHANGE_RATES_CACHE, PROJECTS_CACHE);
    const after = await this.get();
    await this.audit.record({
      action: 'update',
      type: 'exchange_rates',
      id: record.id,
      title: `Yabancı alıcı eşikleri (${as_of || 'işaretsiz'})`,
      before: { ...before },
      after: { ...after.foreign_buyers },
    });
    return after;
  }

  private async first() {
    return (await this.repo.find({ order: { id: 'ASC' }, take: 1 }))[0] ?? null;
  }
}

/** The thresholds as the site reads them: none marked until the owner sets them. */
function foreignBuyers(record: ExchangeRates | null): ForeignBuyersDto {
  return {
    residence_usd: record?.residence_usd ?? null,
    citizenship_usd: record?.citizenship_usd ?? null,
    as_of: record?.thresholds_as_of ?? '',
    text: record?.foreign_buyer_text ?? { tr: '', en: '', ru: '' },
  };
}
