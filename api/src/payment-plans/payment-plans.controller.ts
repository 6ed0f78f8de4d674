import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { CurrentUser, type RequestUser } from '../common/request-user.js';
import { CreatePaymentPlanDto, PaymentPlanDto, UpdatePaymentPlanDto } from './dto/payment-plan.dto.js';
import { PaymentPlansService } from './payment-plans.service.js';

/** The admin's payment plans (roles: contract/src/roles.ts — everyone reads, owner and editors edit).
 *  Buyers get a project's plans with its public grid (GET /projects/{slug}/units). */
@ApiTags('payment-plans')
@Controller()
export class PaymentPlansController {
  constructor(private readonly plans: PaymentPlansService) {}

  @Get('projects/:id/payment-plans')
  @ApiBearerAuth()
  @ApiOkResponse({ type: [PaymentPlanDto] })
  @ApiNotFoundResponse()
  list(@Param('id', ParseIdPipe) id: number) {
    return this.plans.list(id);
  }

  @Post('projects/:id/payment-plans')
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: PaymentPlanDto })
  @ApiUnprocessableEntityResponse({ description: 'Field errors, or the project has its most plans already' })
  create(@Param('id', ParseIdPipe) id: number, @Body() body: CreatePaymentPlanDto) {
    return this.plans.create(id, body);
  }

  @Put('payment-plans/:id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: PaymentPlanDto })
  @ApiNotFoundResponse()
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdatePaymentPlanDto) {
    return this.plans.update(id, body);
  }

  @Delete('payment-plans/:id')
  @ApiBearerAuth()
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: RequestUser) {
    await this.plans.remove(id, user.name || user.email);
  }
}
