import { BadRequestException, Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { uploadRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { type Request } from 'express';
import { SignedInGuard } from '../auth/signed-in.guard';
import { type BffConfig } from '../bff.config';
import { CurrentUser, type SessionUser } from '../session/session-user';
import { AccountsUploadsApi } from './accounts-uploads.api';
import { UploadUrlSigner } from './upload-url-signer';
import { UPLOADS_CONFIG } from './uploads.providers';

// A host name or IPv4/IPv6 literal with an optional port: nothing else goes into an address we hand out.
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `POST /api/objects/upload`: a single-use, 15-minute address to PUT one image to. */
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
  async create(@CurrentUser() user: SessionUser, @Req() req: Request, @Body() body: unknown): Promise<{ uploadURL: string }> {
    const { purpose } = parseInput(uploadRequestSchema, body);
    const origin = this.originOf(req);
    const intent = await this.uploads.createIntent(user.id, purpose ?? 'image');
    return { uploadURL: this.signer.uploadUrl(origin, intent.id, new Date(intent.expiresAt)) };
  }

  /** The address is on the origin the browser already uses (or the configured public one). */
  private originOf(req: Request): string {
    if (this.config.PUBLIC_ORIGIN) return this.config.PUBLIC_ORIGIN;
    const host = req.get('host');
    if (!host || !HOST.test(host)) throw new BadRequestException('The request has no usable Host header');
    return `${req.protocol}://${host}`;
  }
}
