import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUSINESS_TEXT, UPLOAD_TEXT } from '@comarketing/contracts';
import { stubFetch, type FetchStub, type StubRoute } from '@comarketing/api/testing';
import { clearToasts } from '@comarketing/ui';
import { renderPage } from '../../../testing/render-page';
import { business, BUSINESS_ID, USER } from '../../../testing/fixtures';
import { BusinessProfilePage } from './business-profile-page';

const BUSINESS_PATH = `/api/businesses/user/${USER.id}`;

function serve(answer: StubRoute['answer'], extra: StubRoute[] = []): FetchStub {
  return stubFetch([{ path: '/api/auth/me', answer: { body: { user: USER } } }, { path: BUSINESS_PATH, answer }, ...extra]);
}

const noBusiness = { body: { business: null } };
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const toastShown = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

function fillRequired() {
  type(/Business Name/, 'Doe Bakery');
  type(/Industry/, 'food-beverage');
  type('Location', 'Manchester');
  type(/Postcode/, 'm11ae');
}

describe('BusinessProfilePage', () => {
  let server: FetchStub;
  beforeEach(() => clearToasts());
  afterEach(() => server.restore());

  it('says it is loading the profile', async () => {
    server = serve(() => new Promise(() => undefined));
    renderPage(<BusinessProfilePage />, { route: '/business-profile' });
    expect(await screen.findByText(BUSINESS_TEXT.loading)).toBeTruthy();
  });

  describe('for a user without a business', () => {
    it('opens the form in edit mode with Create Profile and no Cancel, and the five sections', async () => {
      server = serve(noBusiness);
      renderPage(<BusinessProfilePage />, { route: '/business-profile' });
      expect(await screen.findByRole('button', { name: 'Create Profile' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Edit Profile/ })).toBeNull();
      for (const section of ['Business Information', 'Location & Coverage', 'Contact Information', 'Business Details', 'Marketing Preferences']) {
        expect(screen.getByRole('region', { name: section })).toBeTruthy();
      }
      for (const group of ['1. Preferred Marketing Channels', '2. Campaign Goals']) expect(screen.getByRole('group', { name: group })).toBeTruthy();
      for (const group of ['3. Customer Type', '4. Budget Range', '5. Collaboration Preference', '6. Campaign Frequency']) {
        expect(screen.getByRole('radiogroup', { name: group })).toBeTruthy();
      }
      expect(screen.getByRole('heading', { name: 'Additional Audience Details' })).toBeTruthy();
      expect((screen.getByLabelText(/Service Radius/) as HTMLSelectElement).value).toBe('10');
      expect(screen.getByRole('option', { name: 'Nationwide' })).toBeTruthy();
    });

    it('refuses to save without the required fields: the toast, and nothing is sent', async () => {
      server = serve(noBusiness);
      renderPage(<BusinessProfilePage />, { route: '/business-profile' });
      await screen.findByRole('button', { name: 'Create Profile' });
      type(/Business Name/, '   ');
      type('Location', 'Manchester');
      fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
      await toastShown(BUSINESS_TEXT.requiredTitle);
      await toastShown(BUSINESS_TEXT.requiredDescription);
      expect(server.calls('POST', '/api/businesses')).toHaveLength(0);
    });

    it('creates the profile (radius as a number, lists as arrays), reads "Creating..." while saving, then shows it read-only', async () => {
      let answer: (value: { status: number; body: unknown }) => void = () => undefined;
      server = serve(noBusiness, [{ method: 'POST', path: '/api/businesses', answer: () => new Promise((resolve) => (answer = resolve)) }]);
      renderPage(<BusinessProfilePage />, { route: '/business-profile' });
      await screen.findByRole('button', { name: 'Create Profile' });
      fillRequired();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Social Media Ads' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Flyers / Leaflet Distribution' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Seasonal Offers / Discounts' }));
      fireEvent.click(screen.getByRole('radio', { name: 'General Consumers' }));
      fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));

      expect(await screen.findByRole('button', { name: BUSINESS_TEXT.creating })).toBeTruthy();
      const [request] = server.calls('POST', '/api/businesses');
      expect(request!.body).toMatchObject({
        businessName: 'Doe Bakery',
        industry: 'food-beverage',
        location: 'Manchester',
        postcode: 'm11ae',
        radius: 10,
        preferredChannels: ['flyers', 'social-media'],
        campaignGoals: ['seasonal-offers'],
        customerType: 'b2c',
        logo: '',
      });

      await act(async () => answer({ status: 201, body: business({ radius: 10, verified: false }) }));
      await toastShown(BUSINESS_TEXT.createdTitle);
      await toastShown(BUSINESS_TEXT.createdDescription);
      expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Doe Bakery' })).toBeTruthy();
      expect(screen.getByText('10 miles')).toBeTruthy();
    });

    it("shows the server's validation message by the field and in the 'Error' toast", async () => {
      const message = BUSINESS_TEXT.invalidPostcode;
      server = serve(noBusiness, [
        { method: 'POST', path: '/api/businesses', answer: { status: 400, body: { message, error: 'Validation failed', details: [{ path: 'postcode', message }] } } },
      ]);
      renderPage(<BusinessProfilePage />, { route: '/business-profile' });
      await screen.findByRole('button', { name: 'Create Profile' });
      fillRequired();
      type(/Postcode/, 'NOT A POSTCODE');
      fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
      await toastShown('Error');
      await waitFor(() => expect(screen.getByLabelText(/Postcode/).getAttribute('aria-invalid')).toBe('true'));
      const postcode = screen.getByLabelText(/Postcode/);
      expect(document.getElementById(postcode.getAttribute('aria-describedby')!)?.textContent).toBe(message);
      expect(screen.getByRole('button', { name: 'Create Profile' })).toBeTruthy();
    });

    it("says 'Failed to create business profile.' when the server gives no reason", async () => {
      server = serve(noBusiness, [{ method: 'POST', path: '/api/businesses', answer: () => Promise.reject(new TypeError('Failed to fetch')) }]);
      renderPage(<BusinessProfilePage />, { route: '/business-profile' });
      await screen.findByRole('button', { name: 'Create Profile' });
      fillRequired();
      fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
      await toastShown(BUSINESS_TEXT.createFailed);
    });

    it('uploads a logo through the dialog, previews it and sends its path', async () => {
      const id = '0b7c6a36-5f5e-4b43-9d6c-1f0c1b2c3d4e';
      server = serve(noBusiness, [
        { method: 'POST', path: '/api/objects/upload', answer: { body: { uploadURL: `http://localhost/api/objects/uploads/${id}?signature=s` } } },
        { method: 'PUT', path: `/api/objects/uploads/${id}`, answer: { body: { path: `/objects/uploads/${id}` } } },
        { method: 'POST', path: '/api/businesses', answer: { status: 201, body: business({ logo: `/objects/uploads/${id}` }) } },
      ]);
      renderPage(<BusinessProfilePage />, { route: '/business-profile' });
      fireEvent.click(await screen.findByRole('button', { name: 'Upload Logo' }));
      const dialog = screen.getByRole('dialog', { name: UPLOAD_TEXT.dialogTitle });
      fireEvent.change(within(dialog).getByLabelText(/Choose an image/), { target: { files: [new File([new Uint8Array(64)], 'logo.png', { type: 'image/png' })] } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
      expect(await screen.findByText(UPLOAD_TEXT.complete)).toBeTruthy();
      const preview = await screen.findByRole('img', { name: 'Business logo preview' });
      expect(preview.getAttribute('src')).toBe(`/objects/uploads/${id}`);
      expect(server.calls('POST', '/api/objects/upload')[0]!.body).toEqual({ purpose: 'image' });

      fillRequired();
      fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
      await waitFor(() => expect(server.calls('POST', '/api/businesses')).toHaveLength(1));
      expect(server.calls('POST', '/api/businesses')[0]!.body).toMatchObject({ logo: `/objects/uploads/${id}` });
      expect(await screen.findByRole('img', { name: 'Doe Bakery logo' })).toBeTruthy();
    });
  });

  describe('for a user with a business', () => {
    it('shows every detail read-only: Verified, location with postcode, Nationwide, employees, labels and badges', async () => {
      server = serve({ body: { business: business() } });
      renderPage(<BusinessProfilePage />, { route: '/business-profile' });
      expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
      expect(screen.getByRole('heading', { name: 'Doe Bakery' })).toBeTruthy();
      expect(screen.getByText('Verified')).toBeTruthy();
      expect(screen.getByText('Food & Beverage')).toBeTruthy();
      expect(screen.getByText('Manchester, M1 1AE')).toBeTruthy();
      expect(screen.getByText('Nationwide')).toBeTruthy();
      expect(screen.getByText('0161 496 0000')).toBeTruthy();
      const website = screen.getByRole('link', { name: /doebakery\.co\.uk/ });
      expect(website.getAttribute('href')).toBe('https://doebakery.co.uk');
      expect(website.getAttribute('target')).toBe('_blank');
      expect(website.getAttribute('rel')).toContain('noopener');
      expect(screen.getByText('6-20 employees')).toBeTruthy();
      expect(screen.getByText('£500-1,000')).toBeTruthy();
      for (const badge of ['Flyers / Leaflet Distribution', 'Social Media Ads', 'Customer Footfall', 'Seasonal Offers / Discounts']) {
        expect(screen.getByText(badge)).toBeTruthy();
      }
      expect(screen.getByText('General Consumers')).toBeTruthy();
      expect(screen.getByText('£200-500/month')).toBeTruthy();
      expect(screen.getByText('Complementary industries')).toBeTruthy();
      expect(screen.getByText('Seasonal / quarterly')).toBeTruthy();
      expect(screen.getByText('Commuters and young families')).toBeTruthy();
      expect(screen.getByText('25-40')).toBeTruthy();
      expect(screen.getByText('Greater Manchester')).toBeTruthy();
    });

    it('says when there is no contact information, shows a radius in miles and no Verified badge when unverified', async () => {
      server = serve({ body: { business: business({ phone: null, website: null, radius: 25, verified: false }) } });
      renderPage(<BusinessProfilePage />, { route: '/business-profile' });
      expect(await screen.findByText(BUSINESS_TEXT.noContact)).toBeTruthy();
      expect(screen.getByText('25 miles')).toBeTruthy();
      expect(screen.queryByText('Verified')).toBeNull();
    });

    it('renders what the user typed as text, never as markup', async () => {
      server = serve({ body: { business: business({ businessName: '<img src=x onerror=alert(1)>', description: '<script>alert(1)</script>' }) } });
      const { container } = renderPage(<BusinessProfilePage />, { route: '/business-profile' });
      expect(await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
      expect(container.querySelector('img[src="x"]')).toBeNull();
      expect(container.querySelector('script')).toBeNull();
    });

    it('Cancel restores the saved values, sends nothing and returns to the read-only view', async () => {
      server = serve({ body: { business: business() } });
      renderPage(<BusinessProfilePage />, { route: '/business-profile' });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      expect((screen.getByLabelText(/Business Name/) as HTMLInputElement).value).toBe('Doe Bakery');
      expect((screen.getByRole('checkbox', { name: 'Social Media Ads' }) as HTMLElement).getAttribute('aria-checked')).toBe('true');
      type(/Business Name/, 'Changed Name');
      fireEvent.click(screen.getByRole('checkbox', { name: 'Radio / Local Media' }));
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(await screen.findByRole('heading', { name: 'Doe Bakery' })).toBeTruthy();
      expect(screen.queryByText('Radio / Local Media')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
      expect((screen.getByLabelText(/Business Name/) as HTMLInputElement).value).toBe('Doe Bakery');
      expect(screen.getByRole('checkbox', { name: 'Radio / Local Media' }).getAttribute('aria-checked')).toBe('false');
      expect(server.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    });

    it('saves changes with PUT, reading "Updating..." while saving, then shows the new values', async () => {
      let answer: (value: { status: number; body: unknown }) => void = () => undefined;
      server = serve({ body: { business: business() } }, [{ method: 'PUT', path: `/api/businesses/${BUSINESS_ID}`, answer: () => new Promise((resolve) => (answer = resolve)) }]);
      renderPage(<BusinessProfilePage />, { route: '/business-profile' });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      type(/Business Name/, 'Doe & Daughter Bakery');
      type(/Service Radius/, '50');
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByRole('button', { name: BUSINESS_TEXT.updating })).toBeTruthy();
      expect(server.calls('PUT', `/api/businesses/${BUSINESS_ID}`)[0]!.body).toMatchObject({ businessName: 'Doe & Daughter Bakery', radius: 50 });
      await act(async () => answer({ status: 200, body: business({ businessName: 'Doe & Daughter Bakery', radius: 50 }) }));
      await toastShown(BUSINESS_TEXT.updatedTitle);
      expect(await screen.findByRole('heading', { name: 'Doe & Daughter Bakery' })).toBeTruthy();
      expect(screen.getByText('50 miles')).toBeTruthy();
    });

    it("says 'Failed to update business profile.' when the update fails without a reason", async () => {
      server = serve({ body: { business: business() } }, [{ method: 'PUT', path: `/api/businesses/${BUSINESS_ID}`, answer: () => Promise.reject(new TypeError('Failed to fetch')) }]);
      renderPage(<BusinessProfilePage />, { route: '/business-profile' });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await toastShown(BUSINESS_TEXT.updateFailed);
      expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    });
  });

  it('shows the load-failure toast for a failure other than 404', async () => {
    server = serve({ status: 403, body: { message: 'You can only access your own account' } });
    renderPage(<BusinessProfilePage />, { route: '/business-profile' });
    await toastShown(BUSINESS_TEXT.loadFailedTitle);
    await toastShown(BUSINESS_TEXT.loadFailedDescription);
    expect(screen.queryByRole('button', { name: 'Create Profile' })).toBeNull();
  });
});
