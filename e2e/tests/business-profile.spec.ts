import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { writeTempPng } from '../support/images';
import { expectImageLoaded, fillRequiredBusinessFields, shown, signUp, watchCspViolations } from '../support/journey';

test.describe('the business profile', () => {
  test('is created with a logo, shown read-only, edited and cancelled (values restored), then edited and saved', async ({ page }) => {
    test.slow(); // one long journey with several axe runs
    const csp = watchCspViolations(page);
    await signUp(page);
    await page.goto('/business-profile');
    await expect(page.getByRole('heading', { name: 'Business Profile', level: 1 })).toBeVisible();
    const create = page.getByRole('button', { name: 'Create Profile' });
    await expect(create).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(page).toHaveTitle('Business Profile | Co-Marketing Hub');
    await expectNoSeriousA11yViolations(page, 'business profile (create)');

    // Nothing is sent without the required fields.
    await create.click();
    await expect(shown(page, 'Required fields missing')).toBeVisible();
    await expect(shown(page, 'Please fill in all required fields (business name, industry, location, postcode).')).toBeVisible();

    // The logo, through the upload dialog.
    await page.getByRole('button', { name: 'Upload Logo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Profile Image' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/Choose an image/).setInputFiles(writeTempPng('engine-logo.png'));
    await expect(dialog.getByText('engine-logo.png')).toBeVisible();
    await expect(dialog.getByText(/^0\.00 MB$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'image upload dialog');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('Upload complete!')).toBeVisible();
    await expect(shown(page, 'Upload successful')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectImageLoaded(page.getByRole('img', { name: 'Business logo preview' }));

    await fillRequiredBusinessFields(page, { name: 'Analytical Engines', industry: 'technology', location: 'Manchester', postcode: 'm11ae' });
    await page.getByRole('textbox', { name: 'Business Description' }).fill('Calculating machines <b>built</b> to last.');
    await page.getByRole('combobox', { name: 'Service Radius' }).selectOption('25');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('0161 496 0000');
    await page.getByRole('combobox', { name: 'Company Size' }).selectOption('6-20');
    await page.getByRole('combobox', { name: 'Monthly Marketing Budget' }).selectOption('1000-2500');
    await page.getByRole('checkbox', { name: 'Social Media Ads' }).click();
    await page.getByRole('checkbox', { name: 'Events & Pop-ups' }).click();
    await page.getByRole('checkbox', { name: 'Lead Generation' }).click();
    await page.getByRole('radio', { name: 'Other Businesses' }).check();
    await page.getByRole('radio', { name: '£500-1,000/month' }).check();
    await page.getByRole('radio', { name: 'Happy to be matched automatically' }).check();
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByRole('textbox', { name: 'Target Audience' }).fill('Engineering firms');
    await page.getByRole('combobox', { name: 'Target Age Range' }).selectOption('25-40');
    await page.getByRole('textbox', { name: 'Target Location' }).fill('North West');
    await create.click();
    await expect(shown(page, 'Profile created!')).toBeVisible();

    // Read-only view.
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Analytical Engines', level: 2 })).toBeVisible();
    await expect(page.getByText('Calculating machines <b>built</b> to last.')).toBeVisible();
    await expect(page.getByText('Manchester, M1 1AE')).toBeVisible();
    await expect(page.getByText('25 miles')).toBeVisible();
    await expect(page.getByText('0161 496 0000', { exact: true })).toBeVisible();
    await expect(page.getByText('6-20 employees')).toBeVisible();
    await expect(page.getByText('£1,000-2,500')).toBeVisible();
    for (const badge of ['Social Media Ads', 'Events & Pop-ups', 'Lead Generation']) await expect(page.getByText(badge, { exact: true })).toBeVisible();
    await expect(page.getByText('Happy to be matched automatically')).toBeVisible();
    await expectImageLoaded(page.getByRole('img', { name: 'Analytical Engines logo' }));
    await expectNoSeriousA11yViolations(page, 'business profile (view)');

    // Edit, change, Cancel: the saved values come back and nothing was saved.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('textbox', { name: /^Business Name/ })).toHaveValue('Analytical Engines');
    await expectNoSeriousA11yViolations(page, 'business profile (edit)');
    await page.getByRole('textbox', { name: /^Business Name/ }).fill('Difference Engines');
    await page.getByRole('checkbox', { name: 'Radio / Local Media' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Analytical Engines', level: 2 })).toBeVisible();
    await expect(page.getByText('Radio / Local Media')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('textbox', { name: /^Business Name/ })).toHaveValue('Analytical Engines');
    await expect(page.getByRole('checkbox', { name: 'Radio / Local Media' })).not.toBeChecked();

    // Edit and save: Nationwide, a website, a bad postcode first.
    await page.getByRole('textbox', { name: /^Postcode/ }).fill('NOT A POSTCODE');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(shown(page, 'Error')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Postcode/ })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: /^Postcode/ }).fill('M1 1AE');
    await page.getByRole('textbox', { name: /^Business Name/ }).fill('Analytical Engines Ltd');
    await page.getByRole('combobox', { name: 'Service Radius' }).selectOption('999');
    await page.getByRole('textbox', { name: 'Website' }).fill('https://engines.example.co.uk');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(shown(page, 'Profile updated!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Analytical Engines Ltd', level: 2 })).toBeVisible();
    await expect(page.getByText('Nationwide')).toBeVisible();
    const website = page.getByRole('link', { name: /engines\.example\.co\.uk/ });
    await expect(website).toHaveAttribute('href', 'https://engines.example.co.uk');
    await expect(website).toHaveAttribute('rel', /noopener/);

    // The server kept it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Analytical Engines Ltd', level: 2 })).toBeVisible();
    await expect(page.getByText('Nationwide')).toBeVisible();
    expect(csp).toEqual([]);
  });

  test('signed out, it shows the sign-in screen in place', async ({ page }) => {
    await page.goto('/business-profile');
    await expect(page).toHaveURL(/\/business-profile$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('the welcome page', () => {
  test('welcomes a new user, and welcomes them back once they have a business profile', async ({ page }) => {
    await signUp(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Co-Marketing Hub, Ada!', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to Get Started' })).toBeVisible();
    await expect(page).toHaveTitle('Welcome | Co-Marketing Hub');
    await expectNoSeriousA11yViolations(page, 'welcome (new user)');

    await page.getByRole('link', { name: 'Complete Your Profile' }).first().click();
    await expect(page).toHaveURL(/\/business-profile$/);
    await fillRequiredBusinessFields(page, { name: 'Lovelace Loom Works', industry: 'manufacturing', location: 'Leeds', postcode: 'LS1 4AP' });
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(shown(page, 'Profile created!')).toBeVisible();

    // Back home through the app (no reload): the greeting has changed.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Ada!', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'welcome (returning user)');
  });
});
