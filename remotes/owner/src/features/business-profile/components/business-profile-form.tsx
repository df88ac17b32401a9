import { useForm } from 'react-hook-form';
import { BUSINESS_TEXT, type Business } from '@comarketing/contracts';
import { Button } from '@comarketing/ui';
import { useSaveBusiness } from '../hooks/use-save-business';
import { formValuesFrom, type BusinessFormValues } from '../lib/business-form-values';
import { BusinessInformationFields } from './business-information-fields';
import { LocationFields } from './location-fields';
import { ContactFields } from './contact-fields';
import { BusinessDetailsFields } from './business-details-fields';
import { MarketingPreferencesFields } from './marketing-preferences-fields';

export interface BusinessProfileFormProps {
  /** The saved business (editing), or null (creating). */
  business: Business | null;
  onSaved: (business: Business) => void;
  /** Only when editing an existing profile: back to the read-only view. */
  onCancel?: () => void;
}

/** The five sections of the profile, in edit mode. Saving creates or updates. */
export function BusinessProfileForm({ business, onSaved, onCancel }: BusinessProfileFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BusinessFormValues>({ defaultValues: formValuesFrom(business) });
  const save = useSaveBusiness(business, setError);

  const onSubmit = handleSubmit(async (values) => {
    const saved = await save(values);
    if (saved) onSaved(saved);
  });

  const submitLabel = business ? (isSubmitting ? BUSINESS_TEXT.updating : 'Save Changes') : isSubmitting ? BUSINESS_TEXT.creating : 'Create Profile';

  return (
    <form className="profile-form" noValidate onSubmit={onSubmit} aria-label={business ? 'Edit business profile' : 'Create business profile'}>
      <p className="profile-form__legend">
        Fields marked <span aria-hidden="true">*</span>
        <span className="cm-sr-only">with a star</span> are required.
      </p>
      <BusinessInformationFields register={register} control={control} errors={errors} />
      <LocationFields register={register} errors={errors} />
      <ContactFields register={register} errors={errors} />
      <BusinessDetailsFields register={register} errors={errors} />
      <MarketingPreferencesFields register={register} control={control} errors={errors} />
      <div className="profile-form__actions">
        {business && onCancel ? (
          <Button
            variant="secondary"
            disabled={isSubmitting}
            onClick={() => {
              reset(formValuesFrom(business));
              onCancel();
            }}
          >
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
