import { Injectable } from '@nestjs/common';
import { type Transaction } from '@comarketing/server-kit';
import { PageViewRepository } from '../page-view.repository';

/** A user was deleted: their page views stay in the counts but no longer say whose they were. */
@Injectable()
export class ForgetUserHandler {
  constructor(private readonly pageViews: PageViewRepository) {}

  execute(tx: Transaction, userId: string): Promise<void> {
    return this.pageViews.forgetUser(tx, userId);
  }
}
