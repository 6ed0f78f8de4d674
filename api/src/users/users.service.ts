import { pageWindow, type Page, type PageQuery } from '../common/paging.js';
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { DEFAULT_ROLE } from '@konak/contract';
import { AdminSession } from '../auth/admin-session.entity.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/errors.js';
import type { RequestUser } from '../common/request-user.js';
import { ValidationFailed } from '../common/validation.js';
import { AdminUser } from './admin-user.entity.js';
import { ContactRequest } from '../contacts/contact-request.entity.js';
import type { AdminUserDto, CreateUserDto, UpdateUserDto } from './dto/user.dto.js';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';

/** Who asks for a change, and from where (a password change needs their own password). */
export interface Actor {
  user: RequestUser;
  ip: string;
}

/** Any fixed number: the advisory lock that orders owner changes on PostgreSQL (whileAnOwnerRemains). */
const OWNER_CHANGE_LOCK = 7_301_001;

@Injectable()
export class UsersService {
  /** The owner changes of this process, one after another (whileAnOwnerRemains). */
  private ownerChanges: Promise<void> = Promise.resolve();

  constructor(
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
    @InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>,
    private readonly audit: AuditService,
    private readonly throttle: LoginThrottle,
  ) {}

  /** A page of the administrators, oldest first (the paging convention, 50 by default). */
  async list(query: PageQuery = {}): Promise<Page<AdminUserDto>> {
    const { page, per_page, skip, take } = pageWindow(query, 'users');
    const [rows, total] = await this.users.findAndCount({ order: { id: 'ASC' }, skip, take });
    return { items: rows.map(toDto), total, page, per_page };
  }

  async create(input: CreateUserDto): Promise<AdminUserDto> {
    const email = input.email.toLowerCase();
    if (await this.users.existsBy({ email })) throw new DomainError('email_taken');
    const user = this.users.create({
      name: input.name,
      email,
      role: input.role ?? DEFAULT_ROLE,
      password_hash: await hashPassword(input.password),
      password_changed_at: Date.now(),
    });
    const created = toDto(await this.users.save(user));
    await this.audit.record({
      action: 'create',
      type: 'user',
      id: created.id,
      title: created.email,
      after: created,
    });
    return created;
  }

  /** SPEC §5 user edit. Setting a password — one's own or another administrator's — needs the acting
   *  administrator's current password (ASVS 2.1.5), and ends every session of the changed user. */
  async update(email: string, input: UpdateUserDto, actor: Actor): Promise<AdminUserDto> {
    const user = await this.users.findOneBy({ email: email.toLowerCase() });
    if (!user) throw new DomainError('not_found');
    if (input.password) await this.confirmPassword(actor, input.current_password);
    const before = toDto(user);
    const roleChange = input.role !== undefined && input.role !== user.role;
    const demotesOwner = roleChange && user.role === 'owner';
    if (input.name) user.name = input.name;
    if (roleChange) user.role = input.role!;
    if (input.password) {
      user.password_hash = await hashPassword(input.password);
      // Tokens carry the moment they were issued against; older ones stop working (see AuthGuard).
      user.password_changed_at = Date.now();
    }
    const saved = demotesOwner
      ? await this.whileAnOwnerRemains((m) => m.save(user))
      : await this.users.save(user);
    if (input.password) await this.sessions.delete({ user_id: user.id });
    if (roleChange)
      await this.audit.record({
        action: 'role_change',
        type: 'user',
        id: user.id,
        title: user.email,
        before: { role: before.role },
        after: { role: saved.role },
      });
    if (!roleChange || input.password || (input.name && input.name !== before.name)) {
      await this.audit.record({
        action: input.password ? 'password_change' : 'update',
        type: 'user',
        id: user.id,
        title: user.email,
        before,
        after: toDto(saved),
      });
    }
    return toDto(saved);
  }

  /** The acting administrator's own password, checked under the login limits: a stolen token is no
   *  oracle for its owner's password. */
  private async confirmPassword({ user, ip }: Actor, password: string | undefined): Promise<void> {
    if (!password) {
      throw new ValidationFailed([
        {
          loc: ['body', 'current_password'],
          msg: 'Şifre değiştirmek için kendi mevcut şifrenizi girin',
          type: 'isDefined',
        },
      ]);
    }
    if (!(await this.checkPassword(user.email, password, ip))) {
      throw new ValidationFailed([
        { loc: ['body', 'current_password'], msg: 'Mevcut şifreniz hatalı', type: 'wrongPassword' },
      ]);
    }
  }

  /** The administrator `email` names when `password` is theirs, else null — judged under the login limits
   *  (429 when the client must wait), the attempt counted before the hash. Unknown emails are checked
   *  against a dummy hash: same answer, about the same time. */
  async checkPassword(email: string, password: string, ip: string): Promise<AdminUser | null> {
    const ticket = await this.throttle.admit(ip, email);
    if ('retryAfter' in ticket) throw new DomainError('too_many_login_attempts', ticket.retryAfter);
    const user = await this.findWithHash(email);
    const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    if (!user || !valid) {
      await this.throttle.failed(ticket);
      return null;
    }
    await this.throttle.succeeded(ticket);
    return user;
  }

  async remove(email: string): Promise<void> {
    const user = await this.users.findOneBy({ email: email.toLowerCase() });
    if (!user) throw new DomainError('not_found');
    if ((await this.users.count()) <= 1) throw new DomainError('last_admin');
    if (user.role === 'owner') await this.whileAnOwnerRemains((m) => m.delete(AdminUser, { id: user.id }));
    else await this.users.delete({ id: user.id });
    // Their call-backs go back to nobody, to be picked up again ("Bana atananlar" of no one).
    await this.users.manager.update(ContactRequest, { assigned_to: user.id }, { assigned_to: null });
    await this.audit.record({
      action: 'delete',
      type: 'user',
      id: user.id,
      title: user.email,
      before: toDto(user),
    });
  }

  /** Takes an owner away (a deletion or a role change) only if another owner remains: someone must keep
   *  the keys. The change and the count are one transaction, rolled back when no owner is left, and such
   *  transactions run one at a time — two owners demoting each other at the same moment must not both win.
   *  On PostgreSQL an advisory lock orders them across instances (the second waits, then counts what the
   *  first left); SQLite has one connection per process, where concurrent transactions would nest, so this
   *  process queues them. */
  private whileAnOwnerRemains<T>(change: (m: EntityManager) => Promise<T>): Promise<T> {
    const turn = this.ownerChanges.then(() =>
      this.users.manager.transaction(async (m) => {
        if (m.connection.options.type === 'postgres')
          await m.query('SELECT pg_advisory_xact_lock($1)', [OWNER_CHANGE_LOCK]);
        const result = await change(m);
        if ((await m.countBy(AdminUser, { role: 'owner' })) < 1) throw new DomainError('last_owner');
        return result;
      }),
    );
    this.ownerChanges = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }

  /** Start-up: when no administrator exists, create one (from ADMIN_EMAIL / ADMIN_PASSWORD, else
   *  admin@localhost with a random password that main.ts prints once). Otherwise nothing changes. */
  async ensureFirstAdmin(
    email?: string,
    password?: string,
  ): Promise<{ email: string; generatedPassword?: string }> {
    const first = await this.users.findOne({ where: {}, order: { id: 'ASC' } });
    if (first) return { email: first.email };
    const generatedPassword = password ? undefined : randomBytes(18).toString('base64url');
    const created = await this.create({
      name: 'Yönetici',
      email: (email ?? 'admin@localhost').toLowerCase(),
      password: password ?? generatedPassword!,
      role: 'owner',
    });
    return { email: created.email, generatedPassword };
  }

  /** The user with their password hash, for the login check only. */
  findWithHash(email: string) {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.password_hash')
      .where('u.email = :email', { email: email.toLowerCase() })
      .getOne();
  }

  findByEmail(email: string) {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  /** A new password set through an e-mailed link (no current password to prove): like a change,
   *  it ends every session of the user. */
  async setPassword(userId: number, password: string): Promise<void> {
    await this.users.update(
      { id: userId },
      { password_hash: await hashPassword(password), password_changed_at: Date.now() },
    );
    await this.sessions.delete({ user_id: userId });
    const user = await this.users.findOneBy({ id: userId });
    // Nobody is signed in on the reset page: the entry names the user the link belonged to.
    await this.audit.record({
      action: 'password_reset',
      type: 'user',
      id: userId,
      title: user?.email,
      actor: { userId, userName: user?.name ?? '', userEmail: user?.email ?? '' },
    });
  }

  findById(id: number) {
    return this.users.findOneBy({ id });
  }
}

export function toDto(user: AdminUser): AdminUserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    created_at: user.created_at as unknown as string,
    two_factor_enabled: !!user.totp_enabled_at,
  };
}
