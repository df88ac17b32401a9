import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { type Communication, communicationListQuerySchema, type Page } from '@comarketing/contracts';
import { parseInput, UnitOfWork } from '@comarketing/server-kit';
import { CommunicationNotFound } from '../communication.errors';
import { CommunicationRepository, toCommunication } from '../communication.repository';

/** What admins sent, newest first, with delivery and read figures counted now. */
@Controller('internal/communications')
export class ListCommunicationsHttpController {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly communications: CommunicationRepository,
  ) {}

  @Get()
  async page(@Query() query: unknown): Promise<Page<Communication>> {
    const { page, pageSize } = parseInput(communicationListQuerySchema, query);
    const { rows, total } = await this.communications.page(this.unitOfWork.db, page, pageSize);
    return { rows: rows.map(toCommunication), total, page, pageSize };
  }

  @Get(':id')
  async one(@Param('id', ParseUUIDPipe) id: string): Promise<Communication> {
    const row = await this.communications.findWithFigures(this.unitOfWork.db, id);
    if (!row) throw new CommunicationNotFound();
    return toCommunication(row);
  }
}
