import { DEFAULT_PREFERENCES, SETTINGS_TEXT, type Preferences } from '@comarketing/contracts';
import { toast } from '@comarketing/ui';
import { useGetPreferencesQuery, useUpdatePreferencesMutation } from '../api/settings-api';

/**
 * The user's preferences as the server keeps them, and a toggle that saves one at once: the switch
 * moves immediately, 'Preferences Saved' confirms, and a failure moves it back with a toast.
 */
export function usePreferences() {
  const query = useGetPreferencesQuery();
  const [update] = useUpdatePreferencesMutation();

  async function toggle(key: keyof Preferences, value: boolean) {
    const result = await update({ [key]: value });
    if (result.error) {
      toast({ variant: 'destructive', title: 'Error', description: SETTINGS_TEXT.preferencesFailed });
      return;
    }
    toast({ title: SETTINGS_TEXT.preferencesSavedTitle, description: SETTINGS_TEXT.preferencesSavedDescription });
  }

  return {
    preferences: query.data ?? DEFAULT_PREFERENCES,
    loading: query.isLoading,
    loadFailed: query.isError,
    toggle,
  };
}
