import { type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import { type Db } from '@comarketing/server-kit';

export interface InboxItem {
  id: string;
  userId: string;
  isRead: boolean;
  createdAt: Date;
}

/**
 * Notifications and messages behave alike for their owner: newest first, an unread count, mark
 * one read, mark all read. Every query is scoped by the owner's id, so an id of someone else's
 * item simply is not found. Each kind's repository extends this with its entity.
 */
export abstract class InboxItemRepository<E extends InboxItem & ObjectLiteral> {
  protected abstract readonly entity: new () => E;

  constructor(private readonly pageSize = 100) {}

  list(db: Db, userId: string): Promise<E[]> {
    return db.manager.getRepository(this.entity).find({
      where: { userId } as FindOptionsWhere<E>,
      order: { createdAt: 'DESC', id: 'DESC' } as never,
      take: this.pageSize,
    });
  }

  /** Every item of the user, oldest first (their data export). */
  listAll(db: Db, userId: string): Promise<E[]> {
    return db.manager.getRepository(this.entity).find({ where: { userId } as FindOptionsWhere<E>, order: { createdAt: 'ASC' } as never });
  }

  unreadCount(db: Db, userId: string): Promise<number> {
    return db.manager.getRepository(this.entity).countBy({ userId, isRead: false } as FindOptionsWhere<E>);
  }

  /** The item, marked read; null when the user has no such item. */
  async markRead(db: Db, userId: string, id: string): Promise<E | null> {
    const repository = db.manager.getRepository(this.entity);
    const where = { id, userId } as FindOptionsWhere<E>;
    const item = await repository.findOneBy(where);
    if (!item) return null;
    if (!item.isRead) {
      await repository.update(where, { isRead: true } as never);
      item.isRead = true;
    }
    return item;
  }

  async markAllRead(db: Db, userId: string): Promise<number> {
    const result = await db.manager.getRepository(this.entity).update({ userId, isRead: false } as FindOptionsWhere<E>, { isRead: true } as never);
    return result.affected ?? 0;
  }
}
