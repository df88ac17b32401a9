import { expect, test, type Page } from '@playwright/test';
import { PAGES, type PageRef } from '@comarketing/platform-registry';
import { signInAdmin } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PORT } from '../support/ports';
import { nameTag, registerThroughApi, untilThePageAnswers } from '../support/journey';

// Every page the registry lists, on a phone (issue 28): nothing may scroll sideways, and no
// button, link or field may sit outside the screen, at 390 x 844 (a current iPhone) and
// 360 x 740 (the narrowest common Android), for a visitor, an owner with a business and staff.

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

const pages = Object.values(PAGES) as PageRef[];
const openPaths = pages.filter((page) => page.access !== 'signed-in' && page.access !== 'staff').flatMap((page) => page.paths);
const signedInPaths = pages.filter((page) => page.access === 'signed-in').flatMap((page) => page.paths);

/** A path with its parameters filled (an unknown id still shows its page's 'not found' state). */
function concrete(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '00000000-0000-4000-8000-000000000000');
}

interface Overflow {
  documentWidth: number;
  outside: string[];
}

/**
 * What sticks out of a screen `width` px wide: the document's own width, and every visible control
 * (button, link, field) that lies partly outside it, unless a container scrolls it sideways on
 * purpose (a staff table) or it is visually hidden (a 1 px screen-reader label).
 */
async function overflowOf(page: Page, width: number): Promise<Overflow> {
  return page.evaluate((screenWidth) => {
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') && node.scrollWidth > node.clientWidth) return true;
      }
      return false;
    };
    const outside: string[] = [];
    for (const element of Array.from(document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="menuitem"]'))) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      if ((box.left < -1 || box.right > screenWidth + 1) && !scrollsSideways(element)) {
        outside.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label')}" at ${Math.round(box.left)}-${Math.round(box.right)}`);
      }
    }
    return { documentWidth: document.documentElement.scrollWidth, outside };
  }, width);
}

/** Opens `path` and checks it fits the phone; axe too, once per page (on the first phone). */
async function expectFits(page: Page, path: string, who: string, withAxe: boolean): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1, main h2').first(), `${who}: ${path} shows its heading`).toBeVisible({ timeout: 15_000 });
  const { width } = page.viewportSize()!;
  // Late content (an image, a list's answer) may still change the layout: look again for a moment,
  // and fail with what was last seen.
  const fits = { documentWidth: width, outside: [] };
  let last = await overflowOf(page, width);
  for (let tries = 0; tries < 10 && JSON.stringify(last) !== JSON.stringify(fits); tries += 1) {
    await page.waitForTimeout(300);
    last = await overflowOf(page, width);
  }
  expect(last, `${who}: ${path} at ${width} px`).toEqual(fits);
  if (withAxe) await expectNoSeriousA11yViolations(page, `${who} ${path} at ${width} px`);
}

for (const [index, phone] of PHONES.entries()) {
  const withAxe = index === 0;

  test.describe(`at ${phone.width} x ${phone.height}`, () => {
    test.use({ viewport: phone, hasTouch: true, isMobile: true });

    test("a visitor's pages, each signed-in page's sign-in, and an article, fit the screen", async ({ page }) => {
      test.setTimeout(300_000);
      // The demo platform, as a newcomer has it: its blog has articles to open.
      const base = `http://localhost:${DEMO_PORT}`;
      const posts = (await (await page.request.get(`${base}/api/blog/posts`)).json()) as { slug: string }[];
      const slug = posts[0]?.slug ?? 'no-such-article';
      for (const path of [...openPaths, ...signedInPaths, '/admin-login']) {
        await expectFits(page, `${base}${concrete(path, { slug })}`, 'visitor', withAxe);
      }
    });

    test("an owner's pages fit the screen, and the account menu's Settings and Sign Out are reached by touch", async ({ page }) => {
      test.setTimeout(300_000);
      await registerThroughApi(page);
      const business = await page.request.post('/api/businesses', {
        data: { businessName: `Phone Test Bakery ${nameTag()}`, industry: 'food-beverage', location: 'Manchester', postcode: 'M1 1AE', radius: 10, companySize: '1-5', preferredChannels: ['social-media'], campaignGoals: ['brand-awareness'] },
      });
      expect(business.status()).toBe(201);
      const request = await page.request.post('/api/co-marketing-requests', {
        data: {
          businessId: ((await business.json()) as { id: string }).id,
          title: 'Bread and coffee mornings',
          campaignTypes: ['social-media'],
          goals: ['brand-awareness'],
          description: 'A joint breakfast offer.',
          budgetRange: { min: 300, max: 300, period: 'monthly' },
          startDate: null,
          endDate: null,
          idealPartner: { industry: ['Retail'], size: 'any', location: 'same-city' },
        },
      });
      expect(request.status()).toBe(201);
      const requestId = ((await request.json()) as { id: string }).id;

      // The public pages are the visitor's, but for the header: one of them shows the signed-in one.
      for (const path of [...signedInPaths, '/about']) {
        await expectFits(page, concrete(path, { requestId, slug: 'no-such-article' }), 'owner', withAxe);
      }

      // The avatar menu by touch: its items inside the screen, Settings opens, Sign Out signs out.
      await page.goto('/dashboard');
      await untilThePageAnswers(page);
      const menuButton = page.getByRole('button', { name: /^Account menu for / });
      await menuButton.tap();
      const settings = page.getByRole('menuitem', { name: 'Settings' });
      await expect(settings).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('menuitem', { name: 'Campaigns' })).toBeInViewport({ ratio: 1 });
      await settings.tap();
      await expect(page).toHaveURL(/\/settings$/);
      await menuButton.tap();
      await page.getByRole('menuitem', { name: 'Sign Out' }).tap();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    });

    test("staff's admin tabs fit the screen (tables scroll inside their card)", async ({ page }) => {
      test.setTimeout(300_000);
      await signInAdmin(page);
      const count = await page.getByRole('tab').count();
      expect(count, 'the panel lists its tabs').toBeGreaterThan(10);
      for (let position = 0; position < count; position += 1) {
        // Each tab is its own address (/admin/<tab>), opened here by touch.
        await page.getByRole('tab').nth(position).tap();
        await expect(page.getByRole('tab').nth(position)).toHaveAttribute('aria-selected', 'true');
        await expectFits(page, new URL(page.url()).pathname, 'staff', withAxe);
      }
    });
  });
}
