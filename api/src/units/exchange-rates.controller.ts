import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CachedGet } from '../common/cached-get.js';
import { Public } from '../common/public.decorator.js';
import { ExchangeRatesDto, SaveExchangeRatesDto, SaveForeignBuyersDto } from './dto/units.dto.js';
import { EXCHANGE_RATES_CACHE, ExchangeRatesService } from './exchange-rates.service.js';

@ApiTags('units')
@Controller('exchange-rates')
export class ExchangeRatesController {
  constructor(private readonly rates: ExchangeRatesService) {}

  @Public()
  @Get()
  @CachedGet(EXCHANGE_RATES_CACHE)
  @ApiOkResponse({ type: ExchangeRatesDto })
  get() {
    return this.rates.get();
  }

  @Put()
  @ApiBearerAuth()
  @ApiOkResponse({ type: ExchangeRatesDto })
  save(@Body() body: SaveExchangeRatesDto) {
    return this.rates.save(body);
  }

  @Put('foreign-buyers')
  @ApiBearerAuth()
  @ApiOkResponse({ type: ExchangeRatesDto })
  saveForeignBuyers(@Body() body: SaveForeignBuyersDto) {
    return this.rates.saveForeignBuyers(body);
  }
}
