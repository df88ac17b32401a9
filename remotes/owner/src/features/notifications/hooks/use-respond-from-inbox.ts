import { MATCH_TEXT, type PartnerMatch } from '@comarketing/contracts';
import { serverMessage, useRespondToPartnerMatchMutation, useViewPartnerMatchMutation } from '@comarketing/api';
import { toast } from '@comarketing/ui';

/** The notifications screen's own toasts for an answer. */
export const INBOX_MATCH_TOASTS = {
  accepted: { title: 'Partnership accepted!', description: 'Our team will be in touch about next steps.' },
  rejected: { title: 'Partnership declined', description: 'We will keep looking for better partners for you.' },
} as const;

/**
 * Accept or decline a match from the matches tab: an unviewed match is marked viewed first, then
 * the answer is sent (no message from here).
 */
export function useRespondFromInbox() {
  const [viewMatch] = useViewPartnerMatchMutation();
  const [respondToMatch, { isLoading, originalArgs }] = useRespondToPartnerMatchMutation();

  async function respond(match: PartnerMatch, status: 'accepted' | 'rejected') {
    if (!match.isViewed) await viewMatch(match.id);
    const result = await respondToMatch({ id: match.id, status });
    if (result.error) {
      toast({ variant: 'destructive', title: MATCH_TEXT.responseFailedTitle, description: serverMessage(result.error) ?? MATCH_TEXT.responseFailed });
      return;
    }
    toast(INBOX_MATCH_TOASTS[status]);
  }

  return { respond, respondingId: isLoading ? (originalArgs?.id ?? null) : null };
}
