// The units CSV import's answers (issue 26): the preview of a bare PUT, the applied change with ?confirm=1,
// the project's last imports and "Geri al".
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { ToBoolean } from '../../common/validators.js';
import { CSV_ENCODINGS, type CsvEncoding } from '../units-csv.js';

export class CsvImportQuery {
  @ApiPropertyOptional({
    description: 'Apply the file; without it the answer is only the preview and nothing is written',
    enum: ['1', 'true'],
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'confirm 1 ya da 0 olmalıdır' })
  confirm?: boolean;
}

const COMPARED = ['floor', 'plan_key', 'facing', 'price_try', 'status'];

export class UnitFieldChangeDto {
  @ApiProperty({ enum: COMPARED }) field: 'floor' | 'plan_key' | 'facing' | 'price_try' | 'status';
  @ApiProperty({
    nullable: true,
    oneOf: [{ type: 'string' }, { type: 'number' }],
    description: 'null for an added unit',
  })
  before: string | number | null;
  @ApiProperty({
    nullable: true,
    oneOf: [{ type: 'string' }, { type: 'number' }],
    description: 'null for a removed unit',
  })
  after: string | number | null;
}

export class UnitChangeDto {
  @ApiProperty({ enum: ['added', 'changed', 'removed'] }) kind: 'added' | 'changed' | 'removed';
  @ApiProperty({ example: 'A-3-12' }) label: string;
  @ApiProperty({ type: [UnitFieldChangeDto] }) fields: UnitFieldChangeDto[];
}

export class UnitFieldCountsDto {
  @ApiProperty() floor: number;
  @ApiProperty() plan_key: number;
  @ApiProperty() facing: number;
  @ApiProperty() price_try: number;
  @ApiProperty() status: number;
}

export class CsvImportResultDto {
  @ApiProperty({ description: 'false: a preview, nothing was written' }) applied: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The import "Geri al" undoes (POST /unit-imports/{id}/undo); null when nothing was written',
  })
  import_id: number | null;
  @ApiProperty({ enum: CSV_ENCODINGS, description: 'How the file was read' }) encoding: CsvEncoding;
  @ApiProperty({ description: 'Blocks in the file' }) blocks: number;
  @ApiProperty({ description: 'Units in the file' }) units: number;
  @ApiProperty() added: number;
  @ApiProperty({ description: 'Units whose floor, plan, facing, price or status change' }) changed: number;
  @ApiProperty() removed: number;
  @ApiProperty() removed_blocks: number;
  @ApiProperty() added_blocks: number;
  @ApiProperty({ type: UnitFieldCountsDto, description: 'How many units each field changes on' })
  field_changes: UnitFieldCountsDto;
  @ApiProperty({ example: '3 fiyat, 1 durum değişecek, 94 daire silinecek' }) summary: string;
  @ApiProperty({
    type: [UnitChangeDto],
    description: 'The changes, at most 1000 (changes_total counts them all)',
  })
  changes: UnitChangeDto[];
  @ApiProperty() changes_total: number;
}

export class UnitImportDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty() user_name: string;
  @ApiProperty() blocks: number;
  @ApiProperty() units: number;
  @ApiProperty() added: number;
  @ApiProperty() changed: number;
  @ApiProperty() removed: number;
  @ApiProperty() removed_blocks: number;
  @ApiProperty({ example: '1 daire eklendi, 2 daire değişti, 94 daire silindi' }) summary: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) undone_at: string | null;
  @ApiProperty() undone_by: string;
  @ApiProperty({ description: "The project's newest import, not undone yet" }) can_undo: boolean;
}
