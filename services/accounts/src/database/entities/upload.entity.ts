import { Column, Entity, PrimaryColumn } from 'typeorm';
import { type StoredImageType, type UploadPurpose } from '@comarketing/contracts';

/** `accounts.uploads`: an upload intent and, once the file arrived, what it was. */
@Entity({ name: 'uploads' })
export class UploadEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  purpose!: UploadPurpose;

  @Column({ name: 'max_bytes', type: 'integer' })
  maxBytes!: number;

  @Column({ type: 'text' })
  status!: 'pending' | 'complete';

  @Column({ name: 'content_type', type: 'text', nullable: true })
  contentType!: StoredImageType | null;

  @Column({ name: 'size_bytes', type: 'integer', nullable: true })
  sizeBytes!: number | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
