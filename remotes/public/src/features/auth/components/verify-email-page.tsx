import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ACCOUNT_RECOVERY_TEXT } from '@comarketing/contracts';
import { serverMessage, toError } from '@comarketing/api';
import { Alert, AlertDescription, SectionLoader } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { AuthLayout } from './auth-layout';
import { useVerifyEmailMutation } from '../api/account-recovery.api';

/**
 * `/verify-email?token=...`: confirms the address as soon as the page opens in a browser (mail
 * scanners that fetch links run no script, so they cannot use the link up). A used or expired link
 * says so and points to settings, where a new one can be asked for.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verify] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(token ? null : { ok: false, message: ACCOUNT_RECOVERY_TEXT.tokenMissing });
  const asked = useRef(false);

  useEffect(() => {
    // Once, even under React's development double effects.
    if (!token || asked.current) return;
    asked.current = true;
    verify({ token })
      .unwrap()
      .then((answer) => setOutcome({ ok: true, message: answer.message }))
      .catch((error: unknown) => setOutcome({ ok: false, message: serverMessage(error) ?? toError(error, { mutation: true }).message }));
  }, [token, verify]);

  return (
    <AuthLayout
      title="Confirm your e-mail address"
      description="So we can reach you about your partnerships and your account."
      footer={
        <p>
          <Link to={pagePath('dashboard')}>Go to your dashboard</Link>
        </p>
      }
    >
      {outcome ? (
        <Alert variant={outcome.ok ? 'default' : 'destructive'}>
          <AlertDescription>
            {outcome.message} {outcome.ok ? null : <Link to={pagePath('settings')}>Ask for a new link in your settings</Link>}
          </AlertDescription>
        </Alert>
      ) : (
        <SectionLoader label="Confirming your e-mail address..." />
      )}
    </AuthLayout>
  );
}
