import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type Message } from '@comarketing/contracts';

/** A message to an owner from the admin or support team (partners never write directly). */
@Entity({ name: 'messages' })
export class MessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'from_type', type: 'text' })
  fromType!: Message['fromType'];

  @Column({ name: 'from_name', type: 'text' })
  fromName!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'text', default: 'normal' })
  priority!: Message['priority'];

  @Column({ name: 'is_read', type: 'boolean', default: false })
  isRead!: boolean;

  /** The conversation the owner can open and answer from this message, if any. */
  @Column({ name: 'conversation_id', type: 'uuid', nullable: true })
  conversationId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
