import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSession } from '../auth/admin-session.entity.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { AdminUser } from './admin-user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

// The login throttle lives here, not in AuthModule: a password change checks the acting admin's password
// under the same limits as a login, and AuthModule already depends on this module.
@Module({
  imports: [TypeOrmModule.forFeature([AdminUser, AdminSession])],
  controllers: [UsersController],
  providers: [UsersService, LoginThrottle],
  exports: [UsersService, LoginThrottle],
})
export class UsersModule {}
