import { Controller, Query } from '@nestjs/common';
import { type Communication, notificationApi, type Page } from '@comarketing/contracts';
import { InternalEndpoint, parseInput, UnitOfWork } from '@comarketing/server-kit';
import { CommunicationRepository, toCommunication } from '../communication.repository';

const { listCommunications } = notificationApi.routes;

/** What admins sent, newest first, with delivery and read figures counted now. */
@Controller()
export class ListCommunicationsHttpController {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly communications: CommunicationRepository,
  ) {}

  @InternalEndpoint(listCommunications)
  async page(@Query() query: unknown): Promise<Page<Communication>> {
    const { page, pageSize } = parseInput(listCommunications.query, query);
    const { rows, total } = await this.communications.page(this.unitOfWork.db, page, pageSize);
    return { rows: rows.map(toCommunication), total, page, pageSize };
  }
}
