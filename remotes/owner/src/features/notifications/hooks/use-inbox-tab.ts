import { useSearchParams } from 'react-router-dom';

export type InboxTab = 'notifications' | 'messages' | 'matches';

const TABS: readonly InboxTab[] = ['notifications', 'messages', 'matches'];

/** The open tab lives in the URL (`?tab=messages`, `?tab=matches`), so links and the back button can aim at it. */
export function useInboxTab(): [InboxTab, (tab: InboxTab) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: InboxTab = TABS.find((t) => t === asked) ?? 'notifications';
  const setTab = (next: InboxTab) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'notifications') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };
  return [tab, setTab];
}
