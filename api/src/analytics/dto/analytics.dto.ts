import { ANALYTICS_LIMITS, DEVICE_CLASSES, WEB_VITALS } from '@konak/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';

export class SummaryQuery {
  @ApiPropertyOptional({ enum: ANALYTICS_LIMITS.days, default: 7, description: 'days up to today' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value))
  @IsIn(ANALYTICS_LIMITS.days as unknown as number[], { message: 'Gün sayısı 7, 30 veya 90 olmalıdır' })
  days?: 7 | 30 | 90;
}

export class DayFiguresDto {
  @ApiProperty({ example: '2026-11-28' }) day: string;
  @ApiProperty() views: number;
  @ApiProperty({ description: 'unique visitors of that day' }) visitors: number;
}

export class TopRowDto {
  @ApiProperty({ description: 'the path, project slug, language, source…' }) value: string;
  @ApiProperty() views: number;
  @ApiProperty({ description: 'unique visitors, summed over the days' }) visitors: number;
}

export class FunnelRowDto {
  @ApiProperty({ description: 'project slug or traffic source' }) value: string;
  @ApiProperty() views: number;
  @ApiProperty() units_opened: number;
  @ApiProperty() brochures: number;
  @ApiProperty() phone_taps: number;
  @ApiProperty() whatsapp_taps: number;
  @ApiProperty() callbacks: number;
  @ApiProperty({ description: 'call-backs per 100 views, one decimal' }) conversion_rate: number;
}

export class VitalDto {
  @ApiProperty({ enum: WEB_VITALS }) metric: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'p75, the upper edge of its histogram bucket; null above the last edge',
  })
  p75: number | null;
  @ApiProperty() good_threshold: number;
  @ApiProperty() good: boolean;
  @ApiProperty() samples: number;
}

export class PageVitalsDto {
  @ApiProperty() page: string;
  @ApiProperty({ enum: DEVICE_CLASSES }) device: string;
  @ApiProperty({ type: [VitalDto] }) vitals: VitalDto[];
}

export class TotalsDto {
  @ApiProperty({ description: 'unique visitors per day, summed' }) visitors: number;
  @ApiProperty() views: number;
  @ApiProperty() units_opened: number;
  @ApiProperty() brochures: number;
  @ApiProperty() phone_taps: number;
  @ApiProperty() whatsapp_taps: number;
  @ApiProperty() callbacks: number;
}

export class AnalyticsSummaryDto {
  @ApiProperty({ enum: ANALYTICS_LIMITS.days }) days: number;
  @ApiProperty({ example: '2026-11-22' }) from: string;
  @ApiProperty({ example: '2026-11-28' }) to: string;
  @ApiProperty({ type: TotalsDto }) totals: TotalsDto;
  @ApiProperty({ type: [DayFiguresDto] }) daily: DayFiguresDto[];
  @ApiProperty({ type: [TopRowDto] }) pages: TopRowDto[];
  @ApiProperty({ type: [TopRowDto] }) projects: TopRowDto[];
  @ApiProperty({ type: [TopRowDto] }) languages: TopRowDto[];
  @ApiProperty({ type: [TopRowDto], description: 'utm_source, else referrer host, else "direct"' })
  sources: TopRowDto[];
  @ApiProperty({ type: [TopRowDto] }) campaigns: TopRowDto[];
  @ApiProperty({ type: [TopRowDto] }) devices: TopRowDto[];
  @ApiProperty({ type: [FunnelRowDto] }) project_funnel: FunnelRowDto[];
  @ApiProperty({ type: [FunnelRowDto] }) source_funnel: FunnelRowDto[];
  @ApiProperty({
    type: [PageVitalsDto],
    description: `of the last ${ANALYTICS_LIMITS.vitalsKeepDays} days at most (older histograms are not kept)`,
  })
  vitals: PageVitalsDto[];
}
