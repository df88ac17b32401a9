import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** This service's read model of who can be notified, fed by `user.*` events. */
@Entity({ name: 'recipients' })
export class RecipientEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  /** The owner's welcome e-mail waits for their address to be confirmed. */
  @Column({ name: 'welcome_due', type: 'boolean', default: false })
  welcomeDue!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
