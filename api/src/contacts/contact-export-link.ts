// The short-lived address of a CSV export (docs/decisions/0155-contacts-export-link.md): the admin panel
// keeps its token in localStorage and a browser download cannot send it, so POST /api/contact/export-link
// signs the filters into a link the page opens as a plain <a download>. The token is a JWT signed with the
// app's secret, for one purpose, one administrator, those exact filters, 120 seconds and one use.
import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../common/rate-limit-store.js';
import { AdminUser } from '../users/admin-user.entity.js';
import type { ContactFilters } from './dto/contact.dto.js';

export const EXPORT_PURPOSE = 'contacts-export';
export const EXPORT_LINK_SECONDS = 120;
const FILTER_KEYS = [
  'status',
  'project',
  'source',
  'from',
  'to',
  'q',
  'suspicious',
  'sort',
  'assigned',
] as const;

interface ExportClaims {
  sub: string;
  purpose: string;
  /** SHA-256 of the filters' query string: the link exports what it was made for, nothing else. */
  flt: string;
  /** The administrator's password_changed_at: a password change voids the link like a session. */
  pca: number;
  jti: string;
}

/** The filters as a query string in a fixed order (how the link carries them and what its token signs). */
export function filterQuery(filters: ContactFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

@Injectable()
export class ExportLinks {
  constructor(
    private readonly jwt: JwtService,
    private readonly dataSource: DataSource,
    @Inject(RATE_LIMIT_STORE) private readonly limits: RateLimitStore,
  ) {}

  async sign(user: { id: number }, filters: ContactFilters): Promise<{ url: string; expires_at: string }> {
    const admin = await this.dataSource
      .getRepository(AdminUser)
      .findOne({ where: { id: user.id }, select: { id: true, password_changed_at: true } });
    const query = filterQuery(filters);
    const claims: ExportClaims = {
      sub: String(user.id),
      purpose: EXPORT_PURPOSE,
      flt: digest(query),
      pca: admin?.password_changed_at ?? 0,
      jti: randomUUID(),
    };
    const token = await this.jwt.signAsync(claims, { expiresIn: EXPORT_LINK_SECONDS });
    const expires = (this.jwt.decode<{ exp: number }>(token).exp ?? 0) * 1000;
    return {
      url: `/api/contact/export.csv?${query ? `${query}&` : ''}token=${encodeURIComponent(token)}`,
      expires_at: new Date(expires).toISOString(),
    };
  }

  /** The administrator's id when `token` is a valid, unused export link for exactly these filters;
   *  null otherwise (expired, another purpose or other filters, used before, its user gone or changed). */
  async redeem(token: string, filters: ContactFilters): Promise<number | null> {
    let claims: ExportClaims;
    try {
      claims = await this.jwt.verifyAsync<ExportClaims & object>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (
      claims.purpose !== EXPORT_PURPOSE ||
      claims.flt !== digest(filterQuery(filters)) ||
      typeof claims.jti !== 'string'
    )
      return null;
    const id = Number(claims.sub);
    const admin = Number.isInteger(id)
      ? await this.dataSource
          .getRepository(AdminUser)
          .findOne({ where: { id }, select: { id: true, password_changed_at: true } })
      : null;
    if (!admin || admin.password_changed_at !== claims.pca) return null;
    // One use: the first download claims the token id (in Redis when instances share limits).
    const wait = await this.limits.admit(
      [{ key: `contacts-export:${claims.jti}`, limit: 1, windowMs: (EXPORT_LINK_SECONDS + 10) * 1000 }],
      Date.now(),
      randomUUID(),
    );
    return wait > 0 ? null : id;
  }
}
