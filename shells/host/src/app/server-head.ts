import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { removeServerHeadTags } from '../federation/server-rendered-page';

/** The server's head tags of the first page (canonical, structured data...) go at the first navigation. */
export function useServerHeadUntilNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) removeServerHeadTags();
  }, [pathname]);
}
