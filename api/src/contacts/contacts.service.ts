import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DomainError } from '../common/errors.js';
import { RateLimiter } from '../common/rate-limiter.js';
import { ContactRequest, type ContactStatus } from './contact-request.entity.js';
import type { ContactRequestDto, CreateContactDto } from './dto/contact.dto.js';

@Injectable()
export class ContactsService {
  /** Call-back requests per client address: 5 in 10 minutes is plenty for a person. */
  private readonly submissions = new RateLimiter(5, 10 * 60_000);

  constructor(@InjectRepository(ContactRequest) private readonly repo: Repository<ContactRequest>) {}

  async submit(input: CreateContactDto, clientIp: string): Promise<ContactRequestDto> {
    const key = `ip:${clientIp}`;
    const wait = this.submissions.retryAfter(key);
    if (wait > 0) throw new DomainError('too_many_contact_requests', wait);
    this.submissions.hit(key);
    const fields = {
      name: input.name,
      phone: input.phone,
      email: input.email.toLowerCase(),
      message: input.message ?? '',
      project: input.project ?? '',
      language: input.language ?? 'tr',
      status: 'new' as const,
    };
    // A filled honeypot is a bot: it gets an answer that looks like success, and nothing is stored.
    if (input.website) return { id: randomInt(1000, 100_000), ...fields, created_at: new Date().toISOString() };
    return this.toDto(await this.repo.save(this.repo.create(fields)));
  }

  /** Newest first, optionally only one status. */
  async list(status?: ContactStatus): Promise<ContactRequestDto[]> {
    const rows = await this.repo.find({ where: status ? { status } : {}, order: { created_at: 'DESC', id: 'DESC' } });
    return rows.map((r) => this.toDto(r));
  }

  async setStatus(id: number, status: ContactStatus): Promise<ContactRequestDto> {
    const row = await this.repo.findOneBy({ id });
    if (!row) throw new DomainError('not_found');
    row.status = status;
    return this.toDto(await this.repo.save(row));
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.repo.delete({ id });
    if (!affected) throw new DomainError('not_found');
  }

  private toDto(row: ContactRequest): ContactRequestDto {
    return { ...row, language: row.language as ContactRequestDto['language'], created_at: row.created_at as unknown as string };
  }
}
