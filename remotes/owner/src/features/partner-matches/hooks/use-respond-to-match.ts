import { MATCH_TEXT } from '@comarketing/contracts';
import { serverMessage, useRespondToPartnerMatchMutation } from '@comarketing/api';
import { toast } from '@comarketing/ui';

export type MatchResponse = 'accepted' | 'rejected';

/** Accept or decline with the Partner Matches screen's toasts; true when the server took it. */
export function useRespondToMatch() {
  const [respondToMatch, { isLoading }] = useRespondToPartnerMatchMutation();

  async function respond(id: string, status: MatchResponse, message: string): Promise<boolean> {
    const result = await respondToMatch({ id, status, message: message.trim() || undefined });
    if (result.error) {
      toast({ variant: 'destructive', title: MATCH_TEXT.responseFailedTitle, description: serverMessage(result.error) ?? MATCH_TEXT.responseFailed });
      return false;
    }
    toast(
      status === 'accepted'
        ? { title: MATCH_TEXT.acceptedTitle, description: MATCH_TEXT.acceptedDescription }
        : { title: MATCH_TEXT.declinedTitle, description: MATCH_TEXT.declinedDescription },
    );
    return true;
  }

  return { respond, responding: isLoading };
}
