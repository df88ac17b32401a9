import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { SetProfilePhotoHandler } from './set-profile-photo.handler';

const routes = accountsApi.routes;

@Controller()
export class SetProfilePhotoHttpController {
  constructor(private readonly handler: SetProfilePhotoHandler) {}

  @InternalEndpoint(routes.setProfilePhoto)
  async set(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<{ profileImageUrl: string | null }> {
    const { profileImageUrl } = parseInput(routes.setProfilePhoto.body, body);
    await this.handler.set(userId, profileImageUrl);
    return { profileImageUrl };
  }

  @InternalEndpoint(routes.removeProfilePhoto)
  async remove(@Param('userId', ParseUUIDPipe) userId: string): Promise<{ profileImageUrl: string | null }> {
    await this.handler.remove(userId);
    return { profileImageUrl: null };
  }
}
