import { Inject, Injectable } from '@nestjs/common';
import { type Transaction } from '@comarketing/server-kit';
import { CommunicationRepository } from '../communication.repository';

/** Recipients per batch (COMMUNICATION_BATCH_SIZE): one statement and one transaction each, so no batch holds the database long. */
export const COMMUNICATION_BATCH_SIZE = Symbol('COMMUNICATION_BATCH_SIZE');

/**
 * One batch of a communication's delivery, per `communication.requested`: the next recipients
 * after the cursor get their notification, the cursor moves, and the BFF is told whom to push to
 * (`notifications.delivered`). While recipients remain, it asks for the next batch with a new
 * `communication.requested`, so a broadcast to 100,000 users is a chain of short transactions, and
 * a crash or restart resumes at the cursor. A batch repeated (a redelivery, two chains after a
 * redelivered older request) stores nothing twice: each user has one notification per communication.
 */
@Injectable()
export class DeliverCommunicationHandler {
  constructor(
    private readonly communications: CommunicationRepository,
    @Inject(COMMUNICATION_BATCH_SIZE) private readonly batchSize: number,
  ) {}

  async execute(tx: Transaction, communicationId: string): Promise<void> {
    const communication = await this.communications.lock(tx, communicationId);
    if (!communication || communication.status === 'delivered') return;
    const { batch, notified } = await this.communications.deliverBatch(tx, communication, this.batchSize);
    const done = batch.length < this.batchSize;
    await this.communications.advance(tx, communication.id, { cursor: batch.at(-1) ?? null, delivered: notified.length, done });
    if (notified.length) tx.emit('notifications.delivered', { communicationId: communication.id, userIds: notified });
    if (!done) tx.emit('communication.requested', { communicationId: communication.id });
  }
}
