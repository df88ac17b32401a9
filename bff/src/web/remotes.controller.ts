import { Controller, Get, Header, Inject } from '@nestjs/common';
import { BFF_CONFIG, type BffConfig } from '../bff.config';

/** Where the host finds each remote, decided by configuration at run time, not at build time. */
@Controller('mf')
export class RemotesController {
  constructor(@Inject(BFF_CONFIG) private readonly config: BffConfig) {}

  @Get('remotes.json')
  @Header('cache-control', 'no-cache')
  remotes() {
    return { remotes: { public: this.config.REMOTE_PUBLIC_URL, owner: this.config.REMOTE_OWNER_URL } };
  }
}
