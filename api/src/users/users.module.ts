import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminUser } from './admin-user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({ imports: [TypeOrmModule.forFeature([AdminUser])], controllers: [UsersController], providers: [UsersService], exports: [UsersService] })
export class UsersModule {}
