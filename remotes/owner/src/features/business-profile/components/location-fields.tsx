import { MapPin } from 'lucide-react';
import { RADIUS_OPTIONS } from '@comarketing/contracts';
import { Input, Select, SectionCard } from '@comarketing/ui';
import { FormField } from '@comarketing/ui/forms';
import { type SectionFieldsProps } from './business-information-fields';

export function LocationFields({ register, errors }: Omit<SectionFieldsProps, 'control'>) {
  return (
    <SectionCard title="Location & Coverage" description="Where you trade and how far you reach." icon={<MapPin />}>
      <div className="profile-form__row">
        <FormField label="Location" required error={errors.location?.message}>
          {(p) => <Input {...p} {...register('location')} placeholder="e.g. Manchester" autoComplete="address-level2" />}
        </FormField>
        <FormField label="Postcode" required error={errors.postcode?.message}>
          {(p) => <Input {...p} {...register('postcode')} placeholder="e.g. M1 1AE" autoComplete="postal-code" />}
        </FormField>
      </div>
      <FormField label="Service Radius" error={errors.radius?.message}>
        {(p) => <Select {...p} {...register('radius')} options={RADIUS_OPTIONS} />}
      </FormField>
    </SectionCard>
  );
}
