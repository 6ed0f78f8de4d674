import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DomainError } from '../common/errors.js';
import { AdminUser } from './admin-user.entity.js';
import type { AdminUserDto, CreateUserDto, UpdateUserDto } from './dto/user.dto.js';
import { hashPassword } from './passwords.js';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(AdminUser) private readonly users: Repository<AdminUser>) {}

  async list(): Promise<AdminUserDto[]> {
    return (await this.users.find({ order: { id: 'ASC' } })).map(toDto);
  }

  async create(input: CreateUserDto): Promise<AdminUserDto> {
    const email = input.email.toLowerCase();
    if (await this.users.existsBy({ email })) throw new DomainError('email_taken');
    const user = this.users.create({ name: input.name, email, role: 'admin', password_hash: await hashPassword(input.password), password_changed_at: Date.now() });
    return toDto(await this.users.save(user));
  }

  async update(email: string, input: UpdateUserDto): Promise<AdminUserDto> {
    const user = await this.users.findOneBy({ email: email.toLowerCase() });
    if (!user) throw new DomainError('not_found');
    if (input.name) user.name = input.name;
    if (input.password) {
      user.password_hash = await hashPassword(input.password);
      // Tokens carry the moment they were issued against; older ones stop working (see AuthGuard).
      user.password_changed_at = Date.now();
    }
    return toDto(await this.users.save(user));
  }

  async remove(email: string): Promise<void> {
    const user = await this.users.findOneBy({ email: email.toLowerCase() });
    if (!user) throw new DomainError('not_found');
    if ((await this.users.count()) <= 1) throw new DomainError('last_admin');
    await this.users.delete({ id: user.id });
  }

  /** Start-up: when no administrator exists, create one (from ADMIN_EMAIL / ADMIN_PASSWORD, else
   *  admin@localhost with a random password that main.ts prints once). Otherwise nothing changes. */
  async ensureFirstAdmin(email?: string, password?: string): Promise<{ email: string; generatedPassword?: string }> {
    const first = await this.users.findOne({ where: {}, order: { id: 'ASC' } });
    if (first) return { email: first.email };
    const generatedPassword = password ? undefined : randomBytes(18).toString('base64url');
    const created = await this.create({ name: 'Yönetici', email: (email ?? 'admin@localhost').toLowerCase(), password: password ?? generatedPassword! });
    return { email: created.email, generatedPassword };
  }

  /** The user with their password hash, for the login check only. */
  findWithHash(email: string) {
    return this.users.createQueryBuilder('u').addSelect('u.password_hash').where('u.email = :email', { email: email.toLowerCase() }).getOne();
  }

  findById(id: number) {
    return this.users.findOneBy({ id });
  }
}

export function toDto(user: AdminUser): AdminUserDto {
  return { id: user.id, name: user.name, email: user.email, role: user.role, created_at: user.created_at as unknown as string };
}
