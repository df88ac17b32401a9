import { Injectable } from '@nestjs/common';
import { type Communication, type CommunicationCommand } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { CommunicationRepository, toCommunication } from '../communication.repository';

/**
 * Records what an admin sends and asks for its delivery (`communication.requested`, through the
 * outbox in the same transaction): the answer comes at once, whether it goes to three users or to
 * everyone; the batches follow (deliver-communication).
 */
@Injectable()
export class SendCommunicationHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly communications: CommunicationRepository,
  ) {}

  execute(command: CommunicationCommand): Promise<Communication> {
    return this.unitOfWork.run(async (tx) => {
      const row = await this.communications.insert(tx, command);
      tx.emit('communication.requested', { communicationId: row.id });
      return toCommunication({ ...row, read: 0 });
    });
  }
}
