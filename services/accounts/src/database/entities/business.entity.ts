import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One business per user (a unique index on user_id). */
@Entity({ name: 'businesses' })
export class BusinessEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'business_name', type: 'text' })
  businessName!: string;

  @Column({ type: 'text' })
  industry!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text' })
  location!: string;

  @Column({ type: 'text' })
  postcode!: string;

  @Column({ type: 'int', default: 10 })
  radius!: number;

  @Column({ type: 'text', nullable: true })
  website!: string | null;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ name: 'target_audience', type: 'text', nullable: true })
  targetAudience!: string | null;

  @Column({ name: 'monthly_budget', type: 'text', nullable: true })
  monthlyBudget!: string | null;

  @Column({ name: 'company_size', type: 'text', nullable: true })
  companySize!: string | null;

  @Column({ type: 'text', nullable: true })
  logo!: string | null;

  @Column({ name: 'preferred_channels', type: 'jsonb', default: () => "'[]'::jsonb" })
  preferredChannels!: string[];

  @Column({ name: 'target_age_range', type: 'text', nullable: true })
  targetAgeRange!: string | null;

  @Column({ name: 'target_location', type: 'text', nullable: true })
  targetLocation!: string | null;

  @Column({ name: 'customer_type', type: 'text', nullable: true })
  customerType!: string | null;

  @Column({ name: 'campaign_goals', type: 'jsonb', default: () => "'[]'::jsonb" })
  campaignGoals!: string[];

  @Column({ name: 'budget_range', type: 'text', nullable: true })
  budgetRange!: string | null;

  @Column({ name: 'collaboration_preference', type: 'text', nullable: true })
  collaborationPreference!: string | null;

  @Column({ name: 'campaign_frequency', type: 'text', nullable: true })
  campaignFrequency!: string | null;

  @Column({ type: 'boolean', default: false })
  verified!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
