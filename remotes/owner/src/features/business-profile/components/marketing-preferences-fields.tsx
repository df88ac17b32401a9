import { Controller } from 'react-hook-form';
import { Target } from 'lucide-react';
import {
  BUDGET_RANGES,
  CAMPAIGN_FREQUENCIES,
  CAMPAIGN_GOALS,
  COLLABORATION_PREFERENCES,
  CUSTOMER_TYPES,
  PREFERRED_CHANNELS,
  TARGET_AGE_RANGES,
} from '@comarketing/contracts';
import { Input, RadioGroup, Select, Textarea, SectionCard } from '@comarketing/ui';
import { CheckboxGroup, FormField } from '@comarketing/ui/forms';
import { type SectionFieldsProps } from './business-information-fields';

type SingleChoice = 'customerType' | 'budgetRange' | 'collaborationPreference' | 'campaignFrequency';

const SINGLE_CHOICES: { name: SingleChoice; legend: string; options: readonly { value: string; label: string }[] }[] = [
  { name: 'customerType', legend: '3. Customer Type', options: CUSTOMER_TYPES },
  { name: 'budgetRange', legend: '4. Budget Range', options: BUDGET_RANGES },
  { name: 'collaborationPreference', legend: '5. Collaboration Preference', options: COLLABORATION_PREFERENCES },
  { name: 'campaignFrequency', legend: '6. Campaign Frequency', options: CAMPAIGN_FREQUENCIES },
];

export function MarketingPreferencesFields({ register, control, errors }: SectionFieldsProps) {
  return (
    <SectionCard title="Marketing Preferences" description="These answers drive who we match you with." icon={<Target />}>
      <Controller
        control={control}
        name="preferredChannels"
        render={({ field }) => (
          <CheckboxGroup
            legend="1. Preferred Marketing Channels"
            description="Choose every channel you would use."
            options={PREFERRED_CHANNELS}
            value={field.value}
            onChange={field.onChange}
            error={errors.preferredChannels?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="campaignGoals"
        render={({ field }) => (
          <CheckboxGroup
            legend="2. Campaign Goals"
            description="What should joint campaigns achieve?"
            options={CAMPAIGN_GOALS}
            value={field.value}
            onChange={field.onChange}
            error={errors.campaignGoals?.message}
          />
        )}
      />
      {SINGLE_CHOICES.map(({ name, legend, options }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <RadioGroup legend={legend} name={name} options={options} value={field.value} onChange={field.onChange} error={errors[name]?.message} />
          )}
        />
      ))}
      <div className="profile-form__subsection">
        <h3 className="profile-form__subheading">Additional Audience Details</h3>
        <FormField label="Target Audience" error={errors.targetAudience?.message}>
          {(p) => <Textarea {...p} {...register('targetAudience')} rows={3} placeholder="e.g. young families and commuters in the city centre" />}
        </FormField>
        <div className="profile-form__row">
          <FormField label="Target Age Range" error={errors.targetAgeRange?.message}>
            {(p) => <Select {...p} {...register('targetAgeRange')} options={TARGET_AGE_RANGES} placeholder="Select age range" />}
          </FormField>
          <FormField label="Target Location" error={errors.targetLocation?.message}>
            {(p) => <Input {...p} {...register('targetLocation')} placeholder="e.g. Greater Manchester" />}
          </FormField>
        </div>
      </div>
    </SectionCard>
  );
}
