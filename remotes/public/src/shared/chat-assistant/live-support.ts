import { type ConversationThread } from '@comarketing/contracts';

export type LiveSupportState =
  /** The session is still being read: Live Support waits. */
  | { kind: 'unknown' }
  /** A visitor: the team answers members, so they are asked to sign in or to e-mail. */
  | { kind: 'visitor' }
  /** A signed-in owner who has not asked for a person (or whose chat the team closed before this page). */
  | { kind: 'assistant' }
  /** Talking to the team: the conversation so far (null while it is being opened). */
  | { kind: 'live'; conversation: ConversationThread | null };

/** The chat's line to the support team, as the panel uses it. */
export interface LiveSupport {
  state: LiveSupportState;
  sending: boolean;
  /** Opens the owner's chat with the team (or finds the open one); rejects with the reason. */
  requestLive(): Promise<void>;
  /** Writes a line to the team (a closed chat starts a new one); rejects with the reason. */
  write(body: string): Promise<void>;
}

/** A visitor's line: the team answers members, so the panel asks them to sign in or to e-mail and never calls these. */
export const VISITOR_SUPPORT: LiveSupport = {
  state: { kind: 'visitor' },
  sending: false,
  requestLive: () => Promise.reject(new Error('Sign in to talk to the support team.')),
  write: () => Promise.reject(new Error('Sign in to talk to the support team.')),
};
