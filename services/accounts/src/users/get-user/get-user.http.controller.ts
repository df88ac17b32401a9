import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuthUser } from '@comarketing/contracts';
import { DataSource } from 'typeorm';
import { UserEntity } from '../../database/entities/user.entity';
import { toAuthUser } from '../user.mapper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Controller('internal/users')
export class GetUserHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get(':id')
  async get(@Param('id') id: string): Promise<AuthUser> {
    // A malformed id cannot name a user: 404, not a database error.
    const user = UUID.test(id) ? await this.dataSource.getRepository(UserEntity).findOneBy({ id }) : null;
    if (!user) throw new NotFoundException('User not found');
    return toAuthUser(user);
  }
}
