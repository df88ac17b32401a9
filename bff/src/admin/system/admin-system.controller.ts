import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import { type SystemStatus } from '@comarketing/contracts';
import { type EventBus } from '@comarketing/messaging';
import { EVENT_BUS } from '@comarketing/server-kit';
import { DataSource } from 'typeorm';
import { SERVICE_CLIENTS, type ServiceClients } from '../../clients/service-clients';
import { RemoteAssets } from '../../web/public-pages/remote-assets';
import { AdminSessionGuard } from '../session/admin-session.guard';
import { systemStatus } from './system-status';

/** When this BFF started, for its uptime; the version it runs. */
const STARTED_AT = new Date();
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's own version, read once
const VERSION = (require('../../../package.json') as { version: string }).version;

/** The system tab: `GET /api/admin/system`, the state of every part now (system-status.ts). */
@Controller('api/admin/system')
@UseGuards(AdminSessionGuard)
export class AdminSystemController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_CLIENTS) private readonly services: ServiceClients,
    private readonly remotes: RemoteAssets,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  status(): Promise<SystemStatus> {
    return systemStatus({ dataSource: this.dataSource, bus: this.bus, services: this.services, remotes: this.remotes, version: VERSION, startedAt: STARTED_AT });
  }
}
