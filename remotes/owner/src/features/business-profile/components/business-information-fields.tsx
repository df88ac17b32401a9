import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Building2 } from 'lucide-react';
import { INDUSTRIES } from '@comarketing/contracts';
import { Input, Select, Textarea, SectionCard } from '@comarketing/ui';
import { FormField } from '@comarketing/ui/forms';
import { type BusinessFormValues } from '../lib/business-form-values';
import { LogoField } from './logo-field';

export interface SectionFieldsProps {
  register: UseFormRegister<BusinessFormValues>;
  control: Control<BusinessFormValues>;
  errors: FieldErrors<BusinessFormValues>;
}

export function BusinessInformationFields({ register, control, errors }: SectionFieldsProps) {
  return (
    <SectionCard title="Business Information" description="Who you are and what you do." icon={<Building2 />}>
      <Controller control={control} name="logo" render={({ field }) => <LogoField value={field.value} onChange={field.onChange} />} />
      <FormField label="Business Name" required error={errors.businessName?.message}>
        {(p) => <Input {...p} {...register('businessName')} autoComplete="organization" />}
      </FormField>
      <FormField label="Industry" required error={errors.industry?.message}>
        {(p) => <Select {...p} {...register('industry')} options={INDUSTRIES} placeholder="Select your industry" />}
      </FormField>
      <FormField label="Business Description" error={errors.description?.message}>
        {(p) => <Textarea {...p} {...register('description')} placeholder="What your business offers and who it serves" />}
      </FormField>
    </SectionCard>
  );
}
