import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { SectionLoader } from '@comarketing/ui';
import { loadRemotePage } from './federation-runtime';
import { type PageRef, type RemoteName } from '@comarketing/platform-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext } from './remote-retry-context';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();
/** Pages loaded before they were first rendered (a server-rendered page, a link pointed at): they render at once. */
const ready = new Map<string, ComponentType>();

/**
 * Loads a page ahead of its first render, so that render shows it without a loading state (the page
 * the server sent as HTML is then replaced by the same markup in one step; a link's page shows on
 * the click). A failure is left to RemotePage, which loads again and shows its fallback.
 */
export async function preloadRemotePage(remote: RemoteName, exposed: string): Promise<void> {
  const key = `${remote}/${exposed}`;
  const module = await loadRemotePage(remote, exposed);
  // A page already shown through its lazy component keeps it: switching it to the loaded one would
  // be another component to React, which would remount the page and lose its state (a sign-up's
  // pending redirect was lost that way).
  if (!module.fallback && !pages.has(key)) ready.set(key, module.default);
}

/**
 * One lazy component per exposed page, kept while it works: going back to a page does not load or
 * suspend again. A failure (or a fallback) is forgotten so the next visit or retry loads afresh.
 */
function remotePage(remote: RemoteName, exposed: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${exposed}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() =>
      loadRemotePage(remote, exposed).then(
        (module) => {
          if (module.fallback) pages.delete(key);
          return module;
        },
        (error: unknown) => {
          pages.delete(key);
          throw error;
        },
      ),
    );
    pages.set(key, page);
  }
  return page;
}

export interface RemotePageProps {
  /** A page of the registry, e.g. `PAGES.signIn`. */
  page: Pick<PageRef, 'remote' | 'module'>;
}

/** A page that lives in a remote: loading state, failure fallback with retry, all inside the layout. */
export function RemotePage({ page: { remote, module } }: RemotePageProps) {
  const id = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    pages.delete(id);
    setAttempt((n) => n + 1);
  };
  // remotePage() returns a module-level cached lazy component, stable per remote page (and new
  // only after a failure), so it does not reset state on every render as the lint rule fears.
  const Loaded = attempt === 0 ? ready.get(id) : undefined;
  const Page = Loaded ?? remotePage(remote, module);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={`${id}#${attempt}`} id={id} onRetry={retry}>
        <Suspense fallback={<SectionLoader />}>
          {/* eslint-disable-next-line react-hooks/static-components -- cached per page, see above */}
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
