import { useSearchParams } from 'react-router-dom';

export type InboxTab = 'notifications' | 'messages';

/** The open tab lives in the URL (`?tab=messages`), so links and the back button can aim at it. */
export function useInboxTab(): [InboxTab, (tab: InboxTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: InboxTab = params.get('tab') === 'messages' ? 'messages' : 'notifications';
  const setTab = (next: InboxTab) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'messages') updated.set('tab', 'messages');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  };
  return [tab, setTab];
}
