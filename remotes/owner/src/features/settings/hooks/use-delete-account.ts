import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETION_REDIRECT_MS, SETTINGS_TEXT } from '@comarketing/contracts';
import { endSession, serverMessage, useAppDispatch } from '@comarketing/api';
import { toast } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { useDeleteAccountMutation } from '../api/settings-api';

/**
 * Deleting the account: the server deletes it and ends the session; the user sees 'Account Deleted'
 * and goes to '/' after two seconds, where the api state is reset (a visitor again). Resetting only
 * then keeps the sign-in screen from flashing at /settings in between. Should the page go before
 * then (the live stream says the session ended, the session is asked for again and the host puts
 * the sign-in screen in its place; or the user leaves), the way out ends at '/' at once.
 */
export function useDeleteAccount() {
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const leave = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
    dispatch(endSession());
    navigate(pagePath('landing'), { replace: true });
  }, [dispatch, navigate]);

  useEffect(
    () => () => {
      if (pending.current !== undefined) leave();
    },
    [leave],
  );

  async function confirmDeletion(): Promise<boolean> {
    const result = await deleteAccount();
    if (result.error) {
      toast({ variant: 'destructive', title: SETTINGS_TEXT.deleteFailedTitle, description: serverMessage(result.error) ?? SETTINGS_TEXT.deleteFailed });
      return false;
    }
    toast({ title: SETTINGS_TEXT.deletedTitle, description: SETTINGS_TEXT.deletedDescription });
    setDeleted(true);
    pending.current = setTimeout(leave, ACCOUNT_DELETION_REDIRECT_MS);
    return true;
  }

  return { confirmDeletion, deleting: isLoading, deleted };
}
