import { errorText, useMarkAllMessagesReadMutation, useMarkAllNotificationsReadMutation } from '@comarketing/api';
import { toast } from '@comarketing/ui';

export const MARK_ALL_READ_TEXT = {
  notifications: { title: 'All notifications marked as read', description: "You're all caught up!" },
  messages: { title: 'All messages marked as read', description: 'Your inbox is now clear!' },
} as const;

/** 'Mark All Read' for the notifications or messages tab, with the specification's success toasts. */
export function useMarkAllRead(tab: 'notifications' | 'messages') {
  const [markAllNotifications, notificationsState] = useMarkAllNotificationsReadMutation();
  const [markAllMessages, messagesState] = useMarkAllMessagesReadMutation();
  const pending = tab === 'messages' ? messagesState.isLoading : notificationsState.isLoading;

  async function markAllRead() {
    const result = tab === 'messages' ? await markAllMessages() : await markAllNotifications();
    if (result.error) {
      toast({ variant: 'destructive', title: 'Error', description: errorText(result.error, { mutation: true }) });
      return;
    }
    toast(MARK_ALL_READ_TEXT[tab]);
  }

  return { markAllRead, pending };
}
