import { expect, test } from '@playwright/test';
import { signInAdmin } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shown, watchCspViolations } from '../support/journey';

test.describe('admin blog editor', () => {
  test('writes a post, previews it as readers will see it, publishes it and finds it on /blog', async ({ page }) => {
    const csp = watchCspViolations(page);
    const title = `Window swaps for neighbours ${Date.now().toString(36)}`;
    await signInAdmin(page);
    await page.getByRole('tab', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole('heading', { name: 'Blog posts', level: 2 })).toBeVisible();

    await page.getByRole('button', { name: 'New post' }).click();
    const editor = page.getByRole('dialog', { name: 'New post' });
    await editor.getByRole('textbox', { name: /^Title/ }).fill(title);
    await editor.getByRole('textbox', { name: /^Excerpt/ }).fill('Two shops, one window each: how a swap doubles footfall for free.');
    await editor.getByRole('textbox', { name: /^Content/ }).fill('## Why swap\n\nA **window swap** puts your partner in front of your customers.\n\n<script>document.title = "hacked"</script>');
    await editor.getByRole('textbox', { name: 'Tags' }).fill('Partnerships, Retail, Footfall');
    await editor.getByRole('textbox', { name: 'SEO description' }).fill('How two neighbouring shops swap window displays.');
    await expect(editor.getByText('48 of 150-160 characters.')).toBeVisible();
    await expect(editor.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    await expectNoSeriousA11yViolations(page, 'blog editor');

    // Publishing needs an excerpt and the article; a draft does not. Here both are there.
    await editor.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    const article = preview.frameLocator('iframe');
    await expect(article.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Why swap' })).toBeVisible();
    await expect(article.locator('script')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'blog preview');
    await preview.getByRole('button', { name: 'Back to editing' }).click();

    await editor.getByRole('combobox', { name: 'Status' }).selectOption('published');
    await editor.getByRole('button', { name: 'Create post' }).click();
    await expect(shown(page, 'Post Created')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await expect(row.getByText('+1')).toBeVisible();

    await page.goto('/blog');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why swap' })).toBeVisible();
    expect(await page.title()).not.toBe('hacked');
    expect(csp).toEqual([]);
  });
});
