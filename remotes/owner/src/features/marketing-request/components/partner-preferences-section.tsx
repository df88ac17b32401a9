import { Controller } from 'react-hook-form';
import { Handshake } from 'lucide-react';
import { PARTNER_INDUSTRIES, PARTNER_LOCATIONS, PARTNER_SIZES, REQUEST_LIMITS } from '@comarketing/contracts';
import { SectionCard, Select, Textarea } from '@comarketing/ui';
import { CheckboxGroup, FormField } from '@comarketing/ui/forms';
import { type RequestSectionFieldsProps } from './campaign-details-section';

const INDUSTRY_OPTIONS = PARTNER_INDUSTRIES.map((label) => ({ value: label, label }));

export function PartnerPreferencesSection({ register, control }: Omit<RequestSectionFieldsProps, 'errors'>) {
  return (
    <SectionCard title="Partner Preferences" description="The kind of business you would like to work with." icon={<Handshake />}>
      <Controller
        control={control}
        name="partnerIndustries"
        render={({ field }) => (
          <CheckboxGroup legend="Partner Industries" description="Leave all unticked for any industry." options={INDUSTRY_OPTIONS} value={field.value} onChange={field.onChange} />
        )}
      />
      <div className="request-form__row">
        <FormField label="Partner Size">{(p) => <Select {...p} {...register('partnerSize')} options={PARTNER_SIZES} />}</FormField>
        <FormField label="Partner Location">{(p) => <Select {...p} {...register('partnerLocation')} options={PARTNER_LOCATIONS} />}</FormField>
      </div>
      <FormField label="Additional Requirements" description="Shown to the partners you are matched with.">
        {(p) => <Textarea {...p} {...register('partnerRequirements')} maxLength={REQUEST_LIMITS.partnerRequirements} rows={3} placeholder="e.g. a shop front we can put leaflets in" />}
      </FormField>
    </SectionCard>
  );
}
