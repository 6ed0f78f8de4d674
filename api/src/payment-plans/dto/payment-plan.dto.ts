// Payment plans' inputs and answers (issue 32). Limits and messages are the contract's
// (contract/src/payment-plan.ts), which the admin applies before sending; messages are Turkish.
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import {
  PAYMENT_PLAN_LIMITS,
  PAYMENT_PLAN_MESSAGES,
  isPlanMonths,
  isPlanPercent,
  isPlanRate,
} from '@konak/contract';
import { IsLocalized, LocalizedDto, ToInt } from '../../common/validators.js';
import { ProjectUnitsDto } from '../../units/dto/units.dto.js';

const rule = (name: string, message: string, test: (value: unknown) => boolean) =>
  ValidateBy({ name, validator: { validate: test, defaultMessage: () => message } });
const percent = { minimum: 0, maximum: 100, multipleOf: 0.01 } as const;

export class CreatePaymentPlanDto {
  @IsLocalized({ required: 'tr', maxLength: PAYMENT_PLAN_LIMITS.name }) name: LocalizedDto;
  @ApiProperty({ ...percent, example: 35 })
  @rule('isPlanPercent', PAYMENT_PLAN_MESSAGES.down_payment_percent, isPlanPercent)
  down_payment_percent: number;
  @ApiProperty({
    minimum: 0,
    maximum: PAYMENT_PLAN_LIMITS.maxMonths,
    example: 24,
    description: '0 only with a 100 % down payment',
  })
  @rule('isPlanMonths', PAYMENT_PLAN_MESSAGES.months, isPlanMonths)
  months: number;
  @ApiPropertyOptional({
    ...percent,
    maximum: PAYMENT_PLAN_LIMITS.maxAnnualRate,
    default: 0,
    description: 'Yearly; 0 = interest-free',
  })
  @IsOptional()
  @rule('isPlanRate', PAYMENT_PLAN_MESSAGES.annual_rate_percent, isPlanRate)
  annual_rate_percent?: number;
  @ApiPropertyOptional({ ...percent, default: 0 })
  @IsOptional()
  @rule('isPlanPercent', PAYMENT_PLAN_MESSAGES.cash_discount_percent, isPlanPercent)
  cash_discount_percent?: number;
  @ApiPropertyOptional({ description: 'Display order, lower first (default: after the others)' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(0)
  @Max(1000)
  position?: number;
}

export class UpdatePaymentPlanDto extends PartialType(CreatePaymentPlanDto) {}

export class PaymentPlanDto {
  @ApiProperty() id: number;
  @ApiProperty() project_id: number;
  @ApiProperty() name: LocalizedDto;
  @ApiProperty() down_payment_percent: number;
  @ApiProperty() months: number;
  @ApiProperty() annual_rate_percent: number;
  @ApiProperty() cash_discount_percent: number;
  @ApiProperty() position: number;
}

/** A plan as buyers see it: what the contract needs to reckon a home's figures. */
export class PublicPaymentPlanDto {
  @ApiProperty() id: number;
  @ApiProperty() name: LocalizedDto;
  @ApiProperty() down_payment_percent: number;
  @ApiProperty() months: number;
  @ApiProperty({ description: '0 = interest-free' }) annual_rate_percent: number;
  @ApiProperty() cash_discount_percent: number;
}

/** The public grid's answer: the grid and the project's payment plans, in order (the unit dialog shows
 *  them without another request). */
export class PublicUnitsDto extends ProjectUnitsDto {
  @ApiProperty({ type: [PublicPaymentPlanDto], maxItems: PAYMENT_PLAN_LIMITS.perProject })
  payment_plans: PublicPaymentPlanDto[];
}
