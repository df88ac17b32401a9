import { type FindOptionsWhere, type Repository } from 'typeorm';

export interface InboxItem {
  id: string;
  userId: string;
  isRead: boolean;
  createdAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Notifications and messages behave alike for their owner: newest first, an unread count, mark
 * one read, mark all read. Every query is scoped by the owner's id, so an id of someone else's
 * item simply is not found.
 */
export class UserInboxStore<E extends InboxItem> {
  constructor(
    private readonly repository: Repository<E>,
    private readonly pageSize = 100,
  ) {}

  list(userId: string): Promise<E[]> {
    return this.repository.find({
      where: { userId } as FindOptionsWhere<E>,
      order: { createdAt: 'DESC', id: 'DESC' } as never,
      take: this.pageSize,
    });
  }

  unreadCount(userId: string): Promise<number> {
    return this.repository.countBy({ userId, isRead: false } as FindOptionsWhere<E>);
  }

  async markRead(userId: string, id: string): Promise<E | null> {
    if (!UUID.test(id)) return null;
    const where = { id, userId } as FindOptionsWhere<E>;
    const item = await this.repository.findOneBy(where);
    if (!item) return null;
    if (!item.isRead) {
      await this.repository.update(where, { isRead: true } as never);
      item.isRead = true;
    }
    return item;
  }

  async markAllRead(userId: string): Promise<number> {
    const result = await this.repository.update({ userId, isRead: false } as FindOptionsWhere<E>, { isRead: true } as never);
    return result.affected ?? 0;
  }
}
