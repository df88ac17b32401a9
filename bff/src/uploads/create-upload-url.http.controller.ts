import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { uploadRequestSchema, type UploadUrlResponse, uploadUrlResponseSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { SignedInGuard } from '../auth/signed-in.guard';
import { type BffConfig } from '../bff.config';
import { CurrentUser, type SessionUser } from '../session/session-user';
import { AccountsUploadsApi } from './accounts-uploads.api';
import { UploadUrlSigner } from './upload-url-signer';
import { UPLOADS_CONFIG } from './uploads.providers';

// Only to build the address with URL; its origin is dropped again.
const ANY_ORIGIN = 'http://origin.invalid';

/**
 * `POST /api/objects/upload`: a single-use, 15-minute address to PUT one image to. The address is
 * on the configured public origin, or else a path on the origin the browser already uses: never
 * built from the Host header, which the client chooses (a forged one would send the file elsewhere).
 */
@Controller('api/objects')
export class CreateUploadUrlHttpController {
  constructor(
    @Inject(UPLOADS_CONFIG) private readonly config: BffConfig,
    @Inject(AccountsUploadsApi) private readonly uploads: AccountsUploadsApi,
    @Inject(UploadUrlSigner) private readonly signer: UploadUrlSigner,
  ) {}

  @Post('upload')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async create(@CurrentUser() user: SessionUser, @Body() body: unknown): Promise<UploadUrlResponse> {
    const { purpose } = parseInput(uploadRequestSchema, body);
    const intent = await this.uploads.createIntent(user.id, purpose ?? 'image');
    const address = new URL(this.signer.uploadUrl(this.config.PUBLIC_ORIGIN ?? ANY_ORIGIN, intent.id, new Date(intent.expiresAt)));
    // Checked against the answer's contract: a misconfigured origin fails here, not in a browser.
    return uploadUrlResponseSchema.parse({ uploadURL: this.config.PUBLIC_ORIGIN ? address.toString() : `${address.pathname}${address.search}` });
  }
}
