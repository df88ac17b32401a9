import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EMAIL_TEXT, unsubscribeTokenSchema } from '@comarketing/contracts';
import { serverMessage } from '@comarketing/api';
import { Alert, AlertDescription, Button } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { AuthLayout } from './auth-layout';
import { useUnsubscribeMutation } from '../api/account-recovery.api';

/**
 * `/unsubscribe?token=...`, the footer link of mail an owner can turn off: one button turns the
 * matching preference off, no sign-in needed. It asks first rather than acting on opening, because
 * mail scanners open every link in a message; mail programs use the one-click `List-Unsubscribe`
 * header instead, which posts to the API directly.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { isLoading }] = useUnsubscribeMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(unsubscribeTokenSchema.safeParse(token).success ? null : { ok: false, message: EMAIL_TEXT.badUnsubscribeLink });

  async function confirm() {
    try {
      setOutcome({ ok: true, message: (await unsubscribe({ token }).unwrap()).message });
    } catch (error) {
      setOutcome({ ok: false, message: serverMessage(error) ?? EMAIL_TEXT.unsubscribeFailed });
    }
  }

  return (
    <AuthLayout
      title={EMAIL_TEXT.unsubscribeTitle}
      description={EMAIL_TEXT.unsubscribeIntro}
      footer={
        <p>
          <Link to={pagePath('settings')}>{EMAIL_TEXT.manageSettings}</Link>
        </p>
      }
    >
      {outcome ? (
        <Alert variant={outcome.ok ? 'default' : 'destructive'} role={outcome.ok ? 'status' : 'alert'}>
          <AlertDescription>{outcome.message}</AlertDescription>
        </Alert>
      ) : (
        <Button type="button" size="lg" fullWidth disabled={isLoading} onClick={() => void confirm()}>
          {isLoading ? EMAIL_TEXT.unsubscribing : EMAIL_TEXT.unsubscribeButton}
        </Button>
      )}
    </AuthLayout>
  );
}
