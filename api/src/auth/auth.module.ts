import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSession } from './admin-session.entity.js';
import type { Env } from '../config/env.js';
import { ENV } from '../config/env.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { expiresIn, loadJwtSecret } from './jwt-secret.js';

@Module({
  imports: [
    UsersModule,
    TypeOrmModule.forFeature([AdminSession]),
    JwtModule.registerAsync({
      inject: [ENV],
      useFactory: (env: Env) => ({ secret: loadJwtSecret(env), signOptions: { expiresIn: expiresIn(env.jwtExpiresIn), algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [AuthService],
})
export class AuthModule {}
