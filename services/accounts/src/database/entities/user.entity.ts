import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { type UserRole } from '@comarketing/contracts';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** As typed at sign-up (trimmed); uniqueness is case-insensitive through an index on lower(email). */
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ name: 'company_name', type: 'text', nullable: true })
  companyName!: string | null;

  @Column({ type: 'text', default: 'user' })
  role!: UserRole;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash!: string;

  /** Raised by every password change; a session remembers the one it began under. */
  @Column({ name: 'credentials_version', type: 'integer', default: 1 })
  credentialsVersion!: number;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ name: 'email_verified', type: 'boolean', default: false })
  emailVerified!: boolean;

  /**
   * When `email` or `emailVerified` last changed (the database's clock; kept by a trigger, never
   * written here): events saying whether the address is confirmed say it as of this moment.
   */
  @Column({ name: 'email_state_at', type: 'timestamptz', insert: false, update: false })
  emailStateAt!: Date;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl!: string | null;

  @Column({ name: 'agree_to_marketing', type: 'boolean', default: false })
  agreeToMarketing!: boolean;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
