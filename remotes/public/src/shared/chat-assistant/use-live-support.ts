import { useEffect, useState } from 'react';
import { type LiveSupport, type LiveSupportState } from './live-support';
import { toError, useGetSupportConversationQuery, useSendSupportMessageMutation, useSessionUser, useStartSupportConversationMutation } from '@comarketing/api';

/**
 * The chat's line to the support team. A signed-in owner with an open support chat is back in it
 * when the panel opens; 'Live Support' opens one. The conversation is refetched when a team answer
 * arrives (the live stream's message hint), so both sides see each line within a second.
 */
export function useLiveSupport(): LiveSupport {
  const user = useSessionUser();
  const latest = useGetSupportConversationQuery(undefined, { skip: !user });
  const [requested, setRequested] = useState(false);
  const [start] = useStartSupportConversationMutation();
  const [send, sending] = useSendSupportMessageMutation();

  const conversation = latest.data?.conversation ?? null;
  // Once this panel shows an open chat it stays with it, to say so when the team closes it.
  const open = conversation?.status === 'open';
  useEffect(() => {
    if (open) setRequested(true);
  }, [open]);
  let state: LiveSupportState;
  if (user === undefined) state = { kind: 'unknown' };
  else if (user === null) state = { kind: 'visitor' };
  else if (requested || open) state = { kind: 'live', conversation };
  else state = { kind: 'assistant' };

  return {
    state,
    sending: sending.isLoading,
    /** Opens the owner's chat with the team (or finds the open one); rejects with the reason. */
    async requestLive(): Promise<void> {
      setRequested(true);
      await start()
        .unwrap()
        .catch((error: unknown) => {
          setRequested(false);
          throw toError(error, { mutation: true });
        });
    },
    /** Writes a line to the team (a closed chat starts a new one); rejects with the reason. */
    async write(body: string): Promise<void> {
      await send({ body })
        .unwrap()
        .catch((error: unknown) => {
          throw toError(error, { mutation: true });
        });
    },
  };
}
