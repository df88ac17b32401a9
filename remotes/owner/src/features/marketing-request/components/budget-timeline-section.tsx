import { Controller, useWatch } from 'react-hook-form';
import { CalendarRange } from 'lucide-react';
import { CAMPAIGN_DURATIONS, MIN_REQUEST_BUDGET } from '@comarketing/contracts';
import { Input, RadioGroup, SectionCard, Select } from '@comarketing/ui';
import { FormField } from '@comarketing/ui/forms';
import { type BudgetSplit } from '../lib/request-form-values';
import { type RequestSectionFieldsProps } from './campaign-details-section';

const BUDGET_SPLIT_OPTIONS: { value: BudgetSplit; label: string }[] = [
  { value: '50-50', label: '50-50 (equal shares)' },
  { value: '60-40', label: '60-40 (you pay 60%)' },
  { value: 'custom', label: 'Custom (agreed with your partner)' },
];

export function BudgetTimelineSection({ register, control, errors }: RequestSectionFieldsProps) {
  const startDate = useWatch({ control, name: 'startDate' });
  return (
    <SectionCard title="Budget & Timeline" description="What you can spend and when the campaign should run." icon={<CalendarRange />}>
      <FormField label="Monthly Budget (£)" required description={`Whole pounds, at least £${MIN_REQUEST_BUDGET}.`} error={errors.budget?.message}>
        {(p) => <Input {...p} {...register('budget')} type="number" inputMode="numeric" min={MIN_REQUEST_BUDGET} step={1} />}
      </FormField>
      <Controller
        control={control}
        name="budgetSplit"
        render={({ field }) => <RadioGroup legend="Budget Split" name="budgetSplit" options={BUDGET_SPLIT_OPTIONS} value={field.value} onChange={field.onChange} />}
      />
      <FormField label="Campaign Duration">{(p) => <Select {...p} {...register('duration')} options={CAMPAIGN_DURATIONS} placeholder="Select duration" />}</FormField>
      <div className="request-form__row">
        <FormField label="Start Date">{(p) => <Input {...p} {...register('startDate')} type="date" />}</FormField>
        <FormField label="End Date" error={errors.endDate?.message}>
          {(p) => <Input {...p} {...register('endDate')} type="date" min={startDate || undefined} />}
        </FormField>
      </div>
    </SectionCard>
  );
}
