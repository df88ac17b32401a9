import { Body, Controller, Delete, HttpCode, NotFoundException, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PHOTO_MAX_BYTES, profilePhotoSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { DataSource } from 'typeorm';
import { UserEntity } from '../../database/entities/user.entity';
import { assertOwnUpload } from '../own-upload.check';

/** The profile photo: one of the user's own uploads of at most 5 MB, or none. */
@Controller('internal/users/:userId/photo')
export class SetProfilePhotoHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Put()
  @HttpCode(200)
  set(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<{ profileImageUrl: string | null }> {
    const { profileImageUrl } = parseInput(profilePhotoSchema, body);
    return this.dataSource.transaction(async (manager) => {
      await assertOwnUpload(manager, userId, profileImageUrl, PHOTO_MAX_BYTES);
      return this.save(manager.getRepository(UserEntity), userId, profileImageUrl);
    });
  }

  @Delete()
  @HttpCode(200)
  remove(@Param('userId', ParseUUIDPipe) userId: string): Promise<{ profileImageUrl: string | null }> {
    return this.save(this.dataSource.getRepository(UserEntity), userId, null);
  }

  private async save(users: ReturnType<DataSource['getRepository']>, userId: string, profileImageUrl: string | null) {
    const result = await users.update({ id: userId }, { profileImageUrl });
    if (!result.affected) throw new NotFoundException('User not found');
    return { profileImageUrl };
  }
}
