import { BadRequestException, Body, Controller, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { changePasswordSchema, SETTINGS_TEXT } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { DataSource } from 'typeorm';
import { UserEntity } from '../../database/entities/user.entity';
import { PasswordHasher } from '../password-hasher';

/** Changes the password after checking the current one. */
@Controller('internal/users/:userId/change-password')
export class ChangePasswordHttpController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
  ) {}

  @Post()
  @HttpCode(200)
  async change(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<{ success: true }> {
    const input = parseInput(changePasswordSchema, body);
    const users = this.dataSource.getRepository(UserEntity);
    const user = await users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id: userId }).getOne();
    if (!user) throw new NotFoundException('User not found');
    if (!(await this.hasher.verifyCurrent(input.currentPassword, user.passwordHash))) throw new BadRequestException(SETTINGS_TEXT.currentPasswordWrong);
    await users.update({ id: userId }, { passwordHash: await this.hasher.hash(input.newPassword) });
    return { success: true };
  }
}
