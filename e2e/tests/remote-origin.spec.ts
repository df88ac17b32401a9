import { expect, test } from '@playwright/test';
import { PAGES, REMOTES } from '@comarketing/platform-registry';
import { type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signUp, watchCspViolations } from '../support/journey';
import { REMOTE_ORIGIN_PORT, SPLIT_PORT } from '../support/ports';
import { serveRemote } from '../support/remote-origin-server';

// A team deploys its remote alone: the owner pages' remote on its own server (another origin), the
// host told where through configuration only (the BFF's REMOTE_*_URL, see playwright.config.ts).
const remote = REMOTES[PAGES.dashboard.remote];
const hostOrigin = `http://localhost:${SPLIT_PORT}`;
const remoteOrigin = `http://127.0.0.1:${REMOTE_ORIGIN_PORT}`;

test.describe('a remote served from its own origin', () => {
  test.use({ baseURL: hostOrigin });
  let server: Server;
  let requested: string[];

  test.beforeAll(async () => {
    ({ server, requested } = await serveRemote(join(resolve(__dirname, '../..'), remote.folder, 'dist'), REMOTE_ORIGIN_PORT, hostOrigin));
  });
  test.afterAll(async () => {
    await new Promise((done) => server?.close(done));
  });

  test('the host loads its pages from there, within its content security policy', async ({ page }) => {
    const csp = watchCspViolations(page);
    const fromHost: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${hostOrigin}/remotes/`)) fromHost.push(request.url());
    });

    const config = await (await page.request.get('/mf/remotes.json')).json();
    expect(config.remotes[PAGES.dashboard.remote]).toBe(`${remoteOrigin}/mf-manifest.json`);

    await signUp(page);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.goto('/business-profile');
    await expect(page.getByRole('heading', { name: 'Business Profile', level: 1 })).toBeVisible({ timeout: 15_000 });

    expect(requested).toContain('/mf-manifest.json');
    expect(requested.some((path) => path.endsWith('remoteEntry.js'))).toBe(true);
    // Nothing of that remote came from the BFF's own copy.
    expect(fromHost.filter((url) => url.includes(`/remotes/${PAGES.dashboard.remote}/`))).toEqual([]);
    expect(csp).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'business profile from a remote on its own origin');
  });
});
