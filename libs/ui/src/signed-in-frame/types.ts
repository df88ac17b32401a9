import { type ReactNode } from 'react';
import { type AuthUser } from '@comarketing/contracts';

/** The unread counts the top bar shows as badges (zero shows none). */
export interface SignedInCounts {
  notifications: number;
  messages: number;
  partnerMatches: number;
}

/** The avatar menu's Sign Out item: what it does, whether it is under way, and its words. */
export interface SignOutControl {
  onSignOut: () => void;
  pending: boolean;
  label: string;
}

export interface SignedInFrameProps {
  user: AuthUser;
  counts: SignedInCounts;
  signOut: SignOutControl;
  children: ReactNode;
}
