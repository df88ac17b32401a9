import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { watchCspViolations, untilThePageAnswers } from '../support/journey';
import { DEMO_PORT } from '../support/ports';

// The blog in the browser, on the platform with demo content (its six articles are published):
// the list with its search and topic filter, an article with related articles, and an unknown
// article. The pages arrive rendered by the server and React then takes them over; what the test
// expects is read from the public API, so a rewritten demo article does not break it.
test.use({ baseURL: `http://localhost:${DEMO_PORT}` });

interface Post {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  seoTitle: string | null;
}

async function publishedPosts(page: Page): Promise<Post[]> {
  const response = await page.request.get('/api/blog/posts');
  expect(response.status()).toBe(200);
  const posts = (await response.json()) as Post[];
  expect(posts.length, 'the demo articles are published').toBeGreaterThanOrEqual(6);
  return posts;
}

const featured = (page: Page): Locator => page.getByRole('region', { name: 'Latest Insights' });
const articles = (page: Page): Locator => page.getByRole('region', { name: 'Articles' });
/** The grid's card titles, in order. */
const gridTitles = (page: Page): Locator => articles(page).locator('article h3');
const searchBox = (page: Page): Locator => page.getByRole('searchbox', { name: 'Search articles' });
const topicSelect = (page: Page): Locator => page.getByRole('combobox', { name: 'Filter by topic:' });

test('the blog lists the newest article as featured and the others as cards, and passes axe', async ({ page }) => {
  const csp = watchCspViolations(page);
  const posts = await publishedPosts(page);
  await page.goto('/blog');
  await untilThePageAnswers(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing Insights & Industry News' })).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search articles...');

  const [newest, ...rest] = posts;
  await expect(featured(page).getByText('Featured Article')).toBeVisible();
  await expect(featured(page).getByRole('heading', { name: newest!.title })).toBeVisible();
  await expect(featured(page).getByRole('link', { name: `Read Full Article about ${newest!.title}` })).toHaveAttribute('href', `/blog/${newest!.slug}`);
  await expect(featured(page).getByText(/\d+ min read/)).toBeVisible();
  // The featured image is the page's largest element: asked for first, and it loads.
  const image = featured(page).locator('img');
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), { message: 'the featured image loads' }).toBeGreaterThan(0);

  await expect(gridTitles(page)).toHaveText(rest.map((post) => post.title));
  await expect(articles(page).getByRole('link', { name: /^Read More about / })).toHaveCount(rest.length);
  await expect(topicSelect(page)).toHaveValue('all');
  await expectNoSeriousA11yViolations(page, 'blog');
  expect(csp).toEqual([]);
});

test('the search box narrows the grid to articles whose title or excerpt match, and the address keeps it', async ({ page }) => {
  const posts = await publishedPosts(page);
  // The title word that the fewest articles share, typed in capitals: the search ignores case.
  const matching = (word: string) => posts.filter((post) => `${post.title}\n${post.excerpt}`.toLowerCase().includes(word.toLowerCase()));
  const words = posts.flatMap((post) => post.title.split(/[^A-Za-z]+/)).filter((word) => word.length >= 5);
  const word = words.sort((a, b) => matching(a).length - matching(b).length || a.localeCompare(b))[0]!;
  const matches = matching(word);
  await page.goto('/blog');
  await untilThePageAnswers(page);

  await searchBox(page).pressSequentially(word.toUpperCase(), { delay: 20 });
  await expect(searchBox(page)).toHaveValue(word.toUpperCase());
  await expect(gridTitles(page)).toHaveText(matches.map((post) => post.title));
  expect(matches.length).toBeLessThan(posts.length);
  await expect(featured(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word.toUpperCase())}`));
  await expectNoSeriousA11yViolations(page, 'blog search');

  // The filtered address, opened afresh, shows the same list straight from the server.
  await page.reload();
  await untilThePageAnswers(page);
  await expect(searchBox(page)).toHaveValue(word.toUpperCase());
  await expect(gridTitles(page)).toHaveText(matches.map((post) => post.title));

  await searchBox(page).fill('no article says this');
  const empty = articles(page).locator('.cm-empty');
  await expect(empty.getByText('No articles found')).toBeVisible();
  await expect(empty.getByText('Try adjusting your search or filter criteria')).toBeVisible();

  await searchBox(page).fill('');
  await expect(featured(page)).toBeVisible();
  await expect(gridTitles(page)).toHaveCount(posts.length - 1);
});

test("the topic filter keeps the articles with that tag, and 'Clear Filter' brings every article back", async ({ page }) => {
  const posts = await publishedPosts(page);
  const tags = (await (await page.request.get('/api/blog/tags')).json()) as string[];
  // A topic that some articles have and others do not.
  const topic = tags.find((tag) => {
    const count = posts.filter((post) => post.tags.includes(tag)).length;
    return count > 1 && count < posts.length;
  })!;
  expect(topic, 'a tag shared by some of the articles').toBeTruthy();
  const tagged = posts.filter((post) => post.tags.includes(topic));
  await page.goto('/blog');
  await untilThePageAnswers(page);
  await expect(topicSelect(page).locator('option')).toHaveText(['All Topics', ...tags]);
  await expect(page.getByRole('button', { name: 'Clear Filter' })).toHaveCount(0);

  await topicSelect(page).selectOption(topic);
  await expect(gridTitles(page)).toHaveText(tagged.map((post) => post.title));
  await expect(featured(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]topic=${encodeURIComponent(topic).replace(/%20/g, '(\\+|%20)')}`));
  await expectNoSeriousA11yViolations(page, 'blog filtered by topic');

  await page.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(page.getByRole('button', { name: 'Clear Filter' })).toHaveCount(0);
  await expect(topicSelect(page)).toHaveValue('all');
  await expect(topicSelect(page)).toBeFocused();
  await expect(featured(page)).toBeVisible();
  await expect(gridTitles(page)).toHaveCount(posts.length - 1);
});

test('an article opens from its card with its body and related articles, records a view, and passes axe', async ({ page }) => {
  const csp = watchCspViolations(page);
  const posts = await publishedPosts(page);
  const post = posts[1]!;
  await page.goto('/blog');
  await untilThePageAnswers(page);

  const view = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/blog/posts/${post.id}/view`));
  await articles(page).getByRole('link', { name: `Read More about ${post.title}` }).click();
  await expect(page).toHaveURL(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  expect((await (await view).response())?.status()).toBe(204);
  await expect(page).toHaveTitle(post.seoTitle || `${post.title} | Co-Marketing Hub Blog`);

  const article = page.locator('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(article.getByText(post.excerpt)).toBeVisible();
  await expect(article.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  await expect(article.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  for (const tag of post.tags) await expect(article.getByRole('link', { name: `More articles on ${tag}` })).toHaveAttribute('href', `/blog?topic=${encodeURIComponent(tag)}`);
  const body = article.locator('.blog-article__body');
  await expect(body.locator('p').first()).toBeVisible();
  expect((await body.innerText()).length).toBeGreaterThan(500);
  await expect(article.getByRole('button', { name: 'Share Article' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'More Articles', exact: true })).toHaveAttribute('href', '/blog');

  const related = page.getByRole('region', { name: 'Related Articles' });
  await expect(related).toBeVisible();
  const relatedLinks = related.getByRole('link', { name: /^Read More about / });
  expect(await relatedLinks.count()).toBeGreaterThanOrEqual(1);
  expect(await relatedLinks.count()).toBeLessThanOrEqual(3);
  await expect(related.getByRole('link', { name: `Read More about ${post.title}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'blog article');
  expect(csp).toEqual([]);
});

test("an article opened directly arrives rendered, and Share copies its address when the browser cannot share", async ({ page, context }) => {
  const posts = await publishedPosts(page);
  const post = posts[0]!;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const response = await page.goto(`/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  await untilThePageAnswers(page);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.locator('.cm-toast').getByText('URL copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test("an unknown article shows 'Article Not Found' with a way back to the blog", async ({ page }) => {
  const response = await page.goto('/blog/no-such-article-anywhere');
  expect(response?.status()).toBe(404);
  await untilThePageAnswers(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'unknown article');
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing Insights & Industry News' })).toBeVisible();
});
