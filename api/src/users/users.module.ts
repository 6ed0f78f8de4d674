import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSession } from '../auth/admin-session.entity.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { AdminUser } from './admin-user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

// The login throttle lives here, not in AuthModule: UsersService.checkPassword judges every password —
// a login's and a password change's proof — under the same limits.
@Module({
  imports: [TypeOrmModule.forFeature([AdminUser, AdminSession])],
  controllers: [UsersController],
  providers: [UsersService, LoginThrottle],
  exports: [UsersService, LoginThrottle],
})
export class UsersModule {}
