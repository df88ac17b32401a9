import { Route, Routes } from 'react-router-dom';
import { useLiveUpdates, useRefreshUnreadCountsOnSessionChange, useSessionUser } from '@comarketing/api';
import { FullScreenLoader } from '@comarketing/ui';
import { RemotePage } from '../federation/remote-page';
import { SignedInLayout } from '../layout/signed-in-layout';
import { VisitorLayout } from '../layout/visitor-layout';
import { useFocusHeadingOnNavigation } from '../layout/use-focus-heading';
import { SignInInPlace, VisitorOnly } from './access-gates';
import { NotFoundPage } from './not-found-page';
import { ROUTE_META, RouteMeta, type PageMeta } from './route-meta';

function Page({ meta, remote, module }: { meta: PageMeta; remote: 'public' | 'owner'; module: string }) {
  return (
    <>
      <RouteMeta {...meta} />
      <RemotePage remote={remote} module={module} />
    </>
  );
}

const notFound = (
  <>
    <RouteMeta {...ROUTE_META.notFound} />
    <NotFoundPage />
  </>
);

/**
 * The route table and access gate of the specification (document 1, section 2). Only routes whose
 * pages exist are registered; everything else is the 404 screen.
 */
export function App() {
  const user = useSessionUser();
  useRefreshUnreadCountsOnSessionChange(user);
  // Badges follow the BFF's live stream; the 30 s polling in the top bar is the fallback.
  useLiveUpdates(user?.id);
  useFocusHeadingOnNavigation();

  if (user === undefined) {
    return (
      <>
        <RouteMeta {...ROUTE_META.home} />
        <FullScreenLoader />
      </>
    );
  }

  const landing = <Page meta={ROUTE_META.home} remote="public" module="LandingPage" />;

  return (
    <Routes>
      <Route element={<VisitorLayout />}>
        <Route
          path="/sign-in"
          element={
            <VisitorOnly key="sign-in">
              <Page meta={ROUTE_META.signIn} remote="public" module="SignInPage" />
            </VisitorOnly>
          }
        />
        <Route
          path="/sign-up"
          element={
            <VisitorOnly key="sign-up">
              <Page meta={ROUTE_META.signUp} remote="public" module="SignUpPage" />
            </VisitorOnly>
          }
        />
        <Route path="/landing" element={landing} />
        {user === null ? (
          <>
            <Route path="/" element={landing} />
            <Route path="/dashboard" element={<SignInInPlace />} />
            <Route path="/notifications" element={<SignInInPlace />} />
            <Route path="/business-profile" element={<SignInInPlace />} />
            <Route path="/settings" element={<SignInInPlace />} />
            <Route path="*" element={notFound} />
          </>
        ) : null}
      </Route>
      {user !== null ? (
        <Route element={<SignedInLayout user={user} />}>
          <Route path="/" element={<Page meta={ROUTE_META.welcome} remote="owner" module="WelcomePage" />} />
          <Route path="/dashboard" element={<Page meta={ROUTE_META.dashboard} remote="owner" module="DashboardPage" />} />
          <Route path="/notifications" element={<Page meta={ROUTE_META.notifications} remote="owner" module="NotificationsPage" />} />
          <Route path="/business-profile" element={<Page meta={ROUTE_META.businessProfile} remote="owner" module="BusinessProfilePage" />} />
          <Route path="/settings" element={<Page meta={ROUTE_META.settings} remote="owner" module="SettingsPage" />} />
          <Route path="/co-marketing-request" element={<Page meta={ROUTE_META.marketingRequest} remote="owner" module="MarketingRequestPage" />} />
          <Route path="/partner-matches" element={<Page meta={ROUTE_META.partnerMatches} remote="owner" module="PartnerMatchesPage" />} />
          <Route path="/partner-matches/:requestId" element={<Page meta={ROUTE_META.partnerMatches} remote="owner" module="PartnerMatchesPage" />} />
          <Route path="*" element={notFound} />
        </Route>
      ) : null}
    </Routes>
  );
}
