import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useLiveUpdates, useRefreshUnreadCountsOnSessionChange, useSessionUser } from '@comarketing/api';
import { type AuthUser } from '@comarketing/contracts';
import { PAGES, type PageRef } from '@comarketing/platform-registry';
import { FullScreenLoader } from '@comarketing/ui';
import { usePageViewReporting } from '../analytics/page-view-reporter';
import { RemotePage } from '../federation/remote-page';
import { VisitorLayout } from '../layout/visitor-layout';
import { useFocusHeadingOnNavigation } from '../layout/use-focus-heading';
import { useServerHeadUntilNavigation } from './server-head';
import { SignInInPlace, VisitorOnly } from './access-gates';
import { NotFoundPage } from './not-found-page';
import { pageMeta, ROUTE_META, RouteMeta } from './route-meta';

function Page({ page }: { page: PageRef }) {
  const content = (
    <>
      {page.ownHead ? null : <RouteMeta {...pageMeta(page)} />}
      <RemotePage page={page} />
    </>
  );
  return page.access === 'visitors' ? <VisitorOnly key={page.id}>{content}</VisitorOnly> : content;
}

type SignedInLayoutModule = typeof import('../layout/signed-in-layout');
let signedInLayoutModule: SignedInLayoutModule | undefined;
const loadSignedInLayout = async () => (signedInLayoutModule ??= await import('../layout/signed-in-layout'));

/**
 * Loads the signed-in chrome before the first render: for a page the server rendered for a
 * signed-in owner, whose HTML must not give way to a loader while the chrome's code arrives.
 */
export async function preloadSignedInLayout(): Promise<void> {
  await loadSignedInLayout();
}

// The signed-in chrome (top bar, user menu, footer) loads only once someone is signed in: a
// visitor's first page does without its code.
const LazySignedInLayout = lazy(async () => ({ default: (await loadSignedInLayout()).SignedInLayout }));

function SignedInChrome({ user }: { user: AuthUser }) {
  // Chosen once: swapping the lazy layout for the loaded one later would remount the page in it.
  const [Loaded] = useState(() => signedInLayoutModule?.SignedInLayout);
  if (Loaded) return <Loaded user={user} />;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <LazySignedInLayout user={user} />
    </Suspense>
  );
}

const notFound = (
  <>
    <RouteMeta {...ROUTE_META.notFound} />
    <NotFoundPage />
  </>
);

// The route table follows the registry's pages (libs/platform-registry): their paths and who may
// open them. A page for everyone gives way, once signed in, to a signed-in page on the same path
// ('/' is the landing page for visitors and the welcome page for owners).
const pages = Object.values(PAGES);
const signedInPages = pages.filter((page) => page.access === 'signed-in');
const signedInPaths = new Set(signedInPages.flatMap((page) => page.paths));
const openPages = pages.filter((page) => page.access === 'everyone' || page.access === 'visitors');
const openPaths = new Set(openPages.flatMap((page) => page.paths));
// Every signed-in page a visitor opens (a link from an e-mail, a bookmark) shows the sign-in screen
// at its own address, so signing in (or up, which carries the address along) leads back to it.
// Where a page for everyone shares the path ('/'), a visitor gets that page instead.
const signInInPlacePaths = [...signedInPaths].filter((path) => !openPaths.has(path));
// The admin pages bring their own frame and check their own (admin) session.
const staffPages = pages.filter((page) => page.access === 'staff');

const routesOf = (list: PageRef[], keep: (path: string) => boolean = () => true) =>
  list.flatMap((page) => page.paths.filter(keep).map((path) => <Route key={path} path={path} element={<Page page={page} />} />));

/**
 * The route table and access gate. Only routes whose
 * pages exist are registered; everything else is the 404 screen. Unlike the specification, which
 * shows the sign-in screen for a few signed-in pages and the 404 screen for the rest, a visitor gets
 * the sign-in screen at every signed-in page's address (issue 28: links in e-mails survive sign-in).
 */
export function App() {
  const user = useSessionUser();
  useRefreshUnreadCountsOnSessionChange(user);
  // Badges follow the BFF's live stream; the 30 s polling in the top bar is the fallback.
  useLiveUpdates(user?.id);
  useFocusHeadingOnNavigation();
  useServerHeadUntilNavigation();
  usePageViewReporting();

  if (user === undefined) {
    return (
      <>
        <RouteMeta {...ROUTE_META.home} />
        <FullScreenLoader />
      </>
    );
  }

  return (
    <Routes>
      {routesOf(staffPages)}
      <Route element={<VisitorLayout />}>
        {routesOf(openPages, (path) => user === null || !signedInPaths.has(path))}
        {user === null ? (
          <>
            {signInInPlacePaths.map((path) => (
              <Route key={path} path={path} element={<SignInInPlace />} />
            ))}
            <Route path="*" element={notFound} />
          </>
        ) : null}
      </Route>
      {user !== null ? (
        <Route element={<SignedInChrome user={user} />}>
          {routesOf(signedInPages)}
          <Route path="*" element={notFound} />
        </Route>
      ) : null}
    </Routes>
  );
}
