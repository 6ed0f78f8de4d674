import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@konak/contract';

/** The administrator a valid bearer token belongs to; set by the auth guard, absent for anonymous calls. */
export interface RequestUser {
  id: number;
  email: string;
  /** Their display name (the audit log keeps it as it was). */
  name: string;
  /** Read from the database with the session on every request: a role change applies at once. */
  role: Role;
  /** The session of the token that identified them (logout ends it). */
  sessionId: string;
}

export type RequestWithUser = { user?: RequestUser };

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<RequestWithUser>().user,
);
