import { type PartnerMatch } from '@comarketing/contracts';
import { ConfirmDialog } from '@comarketing/ui/dialog';
import { declineConsequence } from './decline-consequence';

/** 'Decline the match with …?': asked once before a decline, wherever the owner declines a match. */
export function DeclineConfirmDialog({
  match,
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  match: Pick<PartnerMatch, 'partnerBusinessName' | 'partnerResponse'>;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={`Decline the match with ${match.partnerBusinessName}?`}
      confirmLabel="Decline match"
      busyLabel="Declining..."
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{declineConsequence(match)}</p>
    </ConfirmDialog>
  );
}
