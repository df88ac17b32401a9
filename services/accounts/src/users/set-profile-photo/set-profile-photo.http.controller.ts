import { Body, Controller, Delete, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { profilePhotoSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { SetProfilePhotoHandler } from './set-profile-photo.handler';

@Controller('internal/users/:userId/photo')
export class SetProfilePhotoHttpController {
  constructor(private readonly handler: SetProfilePhotoHandler) {}

  @Put()
  @HttpCode(200)
  async set(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<{ profileImageUrl: string | null }> {
    const { profileImageUrl } = parseInput(profilePhotoSchema, body);
    await this.handler.set(userId, profileImageUrl);
    return { profileImageUrl };
  }

  @Delete()
  @HttpCode(200)
  async remove(@Param('userId', ParseUUIDPipe) userId: string): Promise<{ profileImageUrl: string | null }> {
    await this.handler.remove(userId);
    return { profileImageUrl: null };
  }
}
