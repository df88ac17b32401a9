import { Phone } from 'lucide-react';
import { Input, SectionCard } from '@comarketing/ui';
import { FormField } from '@comarketing/ui/forms';
import { type SectionFieldsProps } from './business-information-fields';

export function ContactFields({ register, errors }: Omit<SectionFieldsProps, 'control'>) {
  return (
    <SectionCard title="Contact Information" description="How partners and our team can reach you." icon={<Phone />}>
      <div className="profile-form__row">
        <FormField label="Phone Number" error={errors.phone?.message}>
          {(p) => <Input {...p} {...register('phone')} type="tel" autoComplete="tel" placeholder="e.g. 0161 496 0000" />}
        </FormField>
        <FormField label="Website" error={errors.website?.message}>
          {(p) => <Input {...p} {...register('website')} type="url" autoComplete="url" placeholder="e.g. https://www.example.co.uk" />}
        </FormField>
      </div>
    </SectionCard>
  );
}
