import { type DomainError, type UnitOfWork } from '@comarketing/server-kit';
import { type InboxItem, type InboxItemRepository } from '../inbox-item.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An owner reading one kind of inbox item (notifications, messages): one instance per kind. */
export class ReadInboxHandler<E extends InboxItem, Dto> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly items: InboxItemRepository<E>,
    private readonly toDto: (item: E) => Dto,
    private readonly notFound: () => DomainError,
  ) {}

  async list(userId: string): Promise<Dto[]> {
    return (await this.items.list(this.unitOfWork.db, userId)).map(this.toDto);
  }

  unreadCount(userId: string): Promise<number> {
    return this.items.unreadCount(this.unitOfWork.db, userId);
  }

  async markRead(userId: string, id: string): Promise<Dto> {
    const item = UUID.test(id) ? await this.unitOfWork.run((tx) => this.items.markRead(tx, userId, id)) : null;
    if (!item) throw this.notFound();
    return this.toDto(item);
  }

  markAllRead(userId: string): Promise<number> {
    return this.unitOfWork.run((tx) => this.items.markAllRead(tx, userId));
  }
}
