import { Briefcase } from 'lucide-react';
import { COMPANY_SIZES, MONTHLY_BUDGETS } from '@comarketing/contracts';
import { Select, SectionCard } from '@comarketing/ui';
import { FormField } from '@comarketing/ui/forms';
import { type SectionFieldsProps } from './business-information-fields';

const COMPANY_SIZE_OPTIONS = COMPANY_SIZES.map((o) => ({ value: o.value, label: `${o.label} employees` }));

export function BusinessDetailsFields({ register, errors }: Omit<SectionFieldsProps, 'control'>) {
  return (
    <SectionCard title="Business Details" description="Your size and marketing budget." icon={<Briefcase />}>
      <div className="profile-form__row">
        <FormField label="Company Size" error={errors.companySize?.message}>
          {(p) => <Select {...p} {...register('companySize')} options={COMPANY_SIZE_OPTIONS} placeholder="Select company size" />}
        </FormField>
        <FormField label="Monthly Marketing Budget" error={errors.monthlyBudget?.message}>
          {(p) => <Select {...p} {...register('monthlyBudget')} options={MONTHLY_BUDGETS} placeholder="Select monthly budget" />}
        </FormField>
      </div>
    </SectionCard>
  );
}
