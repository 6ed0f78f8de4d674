import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSession } from './admin-session.entity.js';
import { PasswordReset } from './password-reset.entity.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import type { Env } from '../config/env.js';
import { ENV } from '../config/env.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminUser } from '../users/admin-user.entity.js';
import { SecurityModule } from '../security/security.module.js';
import { TwoFactorController } from './two-factor.controller.js';
import { TwoFactorService } from './two-factor.service.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { expiresIn, loadJwtSecret } from './jwt-secret.js';

@Module({
  imports: [
    UsersModule,
    OutboxModule,
    SettingsModule,
    SecurityModule,
    TypeOrmModule.forFeature([AdminSession, PasswordReset, AdminUser]),
    JwtModule.registerAsync({
      inject: [ENV],
      useFactory: (env: Env) => ({
        secret: loadJwtSecret(env),
        signOptions: { expiresIn: expiresIn(env.jwtExpiresIn), algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, PasswordResetController, TwoFactorController],
  providers: [
    AuthService,
    PasswordResetService,
    TwoFactorService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AuthService],
})
export class AuthModule {}
