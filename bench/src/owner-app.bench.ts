// Owner app benchmark (issue 14): for a signed-in owner's dashboard and partner matches page, the
// JavaScript the page loads and Lighthouse's mobile scores, measured in Debian's Chromium against
// the built platform (`npm start`'s entry, embedded database, demo content on, a fresh data
// folder), printed beside the targets. It asserts nothing. `npm run bench:owner-app`.
//
// The owner has a business profile, a partner and a request with its matches (bench-owner.ts), so
// the pages show what a real owner sees; Lighthouse sends the owner's session cookie with every
// request. How a page is measured: lighthouse-page.ts.
import { closeApiClient } from './api-client';
import { signedInOwner } from './bench-owner';
import { type PageTargets, runLighthouseBench } from './lighthouse-page';

// The signed-in pages' targets (performance 90 with TBT 300 ms and LCP 2.5 s, CLS 0.05);
// best practices and SEO are reported (SEO hardly applies behind a sign-in).
const TARGETS: PageTargets = { jsGzipKb: 250, performance: 90, accessibility: 100, bestPractices: 95, seo: 0, lcpMs: 2500, tbtMs: 300, cls: 0.05 };

runLighthouseBench('owner-app', TARGETS, async (origin) => {
  const cookie = await signedInOwner(origin);
  closeApiClient();
  return {
    pages: [
      { name: 'dashboard', path: '/dashboard' },
      { name: 'partner matches', path: '/partner-matches' },
    ],
    extraHeaders: { cookie },
  };
}).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
