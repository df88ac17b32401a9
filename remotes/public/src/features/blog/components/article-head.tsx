import { HeadTags } from '@comarketing/ui';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * The article's title and description with their social-sharing twins, as the host's RouteMeta
 * renders them for other pages (React 19 hoists them into <head>). The registry marks the article
 * page `ownHead`, so the host renders none for it and removes the server's copies at start: without
 * these the article would have no title in the browser. Rendered in the browser only: the server's
 * head is written by the BFF, and tags rendered into the server HTML would land in the body.
 */
export function ArticleHead({ title, description }: { title: string; description: string }) {
  const browser = useSyncExternalStore(subscribe, inBrowser, onServer);
  if (!browser) return null;
  return <HeadTags title={title} description={description} />;
}
