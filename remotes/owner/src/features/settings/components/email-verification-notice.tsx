import { serverMessage, toError } from '@comarketing/api';
import { Badge, Button, toast } from '@comarketing/ui';
import { useGetEmailVerificationQuery, useResendVerificationMutation } from '../api/settings-api';

/**
 * Under the e-mail field: whether the address is confirmed, and, until it is, a way to get a new
 * confirmation link (limited to a few an hour by the server, which says so).
 */
export function EmailVerificationNotice() {
  const state = useGetEmailVerificationQuery();
  const [resend, { isLoading }] = useResendVerificationMutation();
  if (!state.data) return null;
  if (state.data.emailVerified) {
    return (
      <p className="settings-form__hint">
        <Badge variant="success">Confirmed</Badge> This address is confirmed.
      </p>
    );
  }

  async function send() {
    try {
      toast({ title: 'Confirmation e-mail sent', description: (await resend().unwrap()).message });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not sent', description: serverMessage(error) ?? toError(error, { mutation: true }).message });
    }
  }

  return (
    <p className="settings-form__hint">
      <Badge variant="secondary">Not confirmed</Badge> Open the link we e-mailed to {state.data.email} to confirm it.{' '}
      <Button type="button" size="sm" variant="secondary" disabled={isLoading} onClick={() => void send()}>
        {isLoading ? 'Sending...' : 'Resend verification e-mail'}
      </Button>
    </p>
  );
}
