import { Controller, Get, Header, Inject } from '@nestjs/common';
import { BFF_CONFIG, type BffConfig, remoteManifestUrls } from '../bff.config';

/** Where the host finds each remote, decided by configuration at run time, not at build time. */
@Controller('mf')
export class RemotesController {
  constructor(@Inject(BFF_CONFIG) private readonly config: BffConfig) {}

  @Get('remotes.json')
  @Header('cache-control', 'no-cache')
  remotes() {
    return { remotes: remoteManifestUrls(this.config) };
  }
}
