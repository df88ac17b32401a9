import { PROOF_OF_WORK_TEXT } from '@comarketing/contracts';

/**
 * A polite live region saying that the browser is running the security check the server asked
 * for (a proof of work under pressure). Always rendered, so screen readers announce the change.
 */
export function SecurityCheckStatus({ checking }: { checking: boolean }) {
  return (
    <p className="auth__status" role="status" aria-live="polite">
      {checking ? PROOF_OF_WORK_TEXT.solving : ''}
    </p>
  );
}
