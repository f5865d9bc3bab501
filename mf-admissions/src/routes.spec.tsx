import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writePageData } from '@icast/api-client/testing';
import { pathsOwnedBy, PAYMENT_CONFIG_ELEMENT_ID, type SitePageFields } from '@icast/contracts';
import { ADMISSION_STEPS, DEFAULT_SITE_PAGES, PORTAL_NO_MATCH_MESSAGE } from '@icast/content';
import { routes } from './routes';
import { mockApi, PAYMENT_CONFIG, renderAt } from './testing';

describe('mf_admissions routes', () => {
  it('serves exactly the paths the ownership table gives mf_admissions', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...pathsOwnedBy('mf_admissions')].sort());
  });

  it('renders the admission page: the fee, five steps, the first open, one at a time, and its actions', async () => {
    mockApi((url) => (url === '/api/payment/config' ? { status: 200, body: PAYMENT_CONFIG } : undefined));
    renderAt('/admission');
    expect(
      await screen.findByText(
        'The application form costs ₦7,500, paid online or at the school office; it is valid for 30 days.',
      ),
    ).toHaveAttribute('data-testid', 'admission-fee');
    expect(screen.getByRole('heading', { level: 1, name: 'Admission' })).toBeInTheDocument();
    expect(screen.getByText(/open all year/)).toHaveTextContent('We give a decision within 40 days');
    // Each step is a <details>: it opens in the server's HTML with no script.
    const steps = ADMISSION_STEPS.map(
      (step) => screen.getByText(`Step ${step.id}: ${step.title}`, { selector: 'summary h3' }).closest('details')!,
    );
    const opened = () => steps.map((step) => String(step.open));
    expect(opened()).toEqual(['true', 'false', 'false', 'false', 'false']);
    await userEvent.click(steps[2]!.querySelector('summary')!);
    await waitFor(() => expect(steps[2]!.open).toBe(true));
    expect(opened()).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(screen.getByRole('link', { name: 'Download Admission Form' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contacts');
  });

  it("states the fee in the first render from the page's copy of the payment config, then follows the API", async () => {
    const copy = writePageData(PAYMENT_CONFIG_ELEMENT_ID, JSON.stringify(PAYMENT_CONFIG));
    try {
      mockApi((url) =>
        url === '/api/payment/config' ? { status: 200, body: { ...PAYMENT_CONFIG, feeNaira: 9000 } } : undefined,
      );
      renderAt('/admission');
      // In the page's first draw (once its loader has read the saved words), before the payment API has answered:
      // no stand-in sentence that later changes.
      expect(await screen.findByTestId('admission-fee')).toHaveTextContent('The application form costs ₦7,500');
      expect(await screen.findByText(/The application form costs ₦9,000/)).toBeInTheDocument();
    } finally {
      copy.remove();
    }
  });

  it('states the configured validity in step 1, and no figure while the config is unknown', async () => {
    mockApi((url) =>
      url === '/api/payment/config' ? { status: 200, body: { ...PAYMENT_CONFIG, validityDays: 45 } } : undefined,
    );
    const { unmount } = renderAt('/admission');
    const stepOne = await screen.findByText(/A form is valid for 45 days from payment\./);
    expect(stepOne).toBeVisible();
    unmount();

    mockApi((url) => (url === '/api/payment/config' ? { status: 503, body: { message: 'Down' } } : undefined));
    renderAt('/admission');
    await screen.findByText(/application form fee is shown on the payment page/);
    expect(screen.getByText(/A form is valid for a limited number of days from payment\./)).toBeVisible();
    expect(screen.queryByText(/valid for \d+ days/)).not.toBeInTheDocument();
  });

  it('draws the words staff saved: the title, the steps and their tokens, an added block', async () => {
    const edited = JSON.parse(JSON.stringify(DEFAULT_SITE_PAGES.admission)) as SitePageFields;
    edited.title = 'Admissions for 2026';
    const [steps] = edited.blocks;
    if (steps?.type !== 'accordion') throw new Error('The admission page opens with its steps');
    steps.heading = 'Four steps to a place';
    steps.items = [{ title: 'Buy the form', text: 'It is valid for {validityDays} days and costs {fee}.' }];
    edited.blocks.push({
      type: 'callToAction',
      anchor: 'visit',
      heading: 'See the school first',
      text: 'Tours run every Saturday.',
      label: 'Book a tour',
      to: '/book-a-tour',
    });
    mockApi((url) =>
      url === '/api/payment/config'
        ? { status: 200, body: PAYMENT_CONFIG }
        : url === '/api/site-pages/admission'
          ? { status: 200, body: { key: 'admission', ...edited } }
          : undefined,
    );
    renderAt('/admission');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admissions for 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Four steps to a place' })).toBeInTheDocument();
    expect(screen.getByText('Step 1: Buy the form', { selector: 'summary h3' })).toBeInTheDocument();
    expect(await screen.findByText('It is valid for 30 days and costs ₦7,500.')).toBeInTheDocument();
    expect(screen.queryByText(/Obtain the Application Form/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a tour' })).toHaveAttribute('href', '/book-a-tour');
  });

  it('shows the no-match alert on the portal page and resets the selections', async () => {
    mockApi((url) =>
      url === '/api/form/portal-config' ? { status: 200, body: { baseUrl: 'https://p.example' } } : undefined,
    );
    renderAt('/portal');
    await userEvent.click(await screen.findByLabelText('Elebu'));
    const submit = screen.getByRole('button', { name: 'Submit' });
    await screen.findByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(PORTAL_NO_MATCH_MESSAGE);
    expect(screen.getByLabelText('Elebu')).not.toBeChecked();
  });
});
