import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainError } from './errors.js';

/** Record ids in paths: anything that is not a positive 32-bit integer cannot name a record, so it is a
 *  404 like any unknown id (and never reaches PostgreSQL as an out-of-range integer). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value)) throw new DomainError('not_found');
    const id = Number(value);
    if (id < 1 || id > 2_147_483_647) throw new DomainError('not_found');
    return id;
  }
}
