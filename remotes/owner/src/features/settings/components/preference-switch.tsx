import { Switch } from '@comarketing/ui';
import { CheckboxField } from '@comarketing/ui/forms';

export interface PreferenceSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** One labelled on/off preference with a line of explanation. */
export function PreferenceSwitch({ label, description, checked, disabled, onCheckedChange }: PreferenceSwitchProps) {
  return (
    <CheckboxField label={label} description={description} className="preference-switch">
      {(field) => <Switch {...field} checked={checked} disabled={disabled} onCheckedChange={onCheckedChange} />}
    </CheckboxField>
  );
}
