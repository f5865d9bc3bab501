import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, PAYMENT_CONFIG, renderAt } from '../testing';
import { NOT_DOWNLOADABLE } from './DownloadFormPage';

const PAID = 'ICAST-PAY-M5X2K9-1A2B3C4D';

/** The files the page saved, by name, in the order the parent pressed the buttons. */
function savedFiles(): string[] {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: () => 'blob:form', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

function answerAccess(paid: Record<string, string>) {
  return mockApi((url) => {
    if (url === '/api/payment/config') return { status: 200, body: PAYMENT_CONFIG };
    const access = /^\/api\/form\/paid-forms\/([^/]+)$/.exec(url);
    if (access) {
      const expiresAt = paid[decodeURIComponent(access[1]!)];
      return expiresAt
        ? { status: 200, body: { reference: decodeURIComponent(access[1]!), expiresAt } }
        : { status: 403, body: { statusCode: 403, message: 'No paid, unexpired application form has this reference' } };
    }
    if (url.startsWith('/api/form/paid-forms/')) return { status: 200, body: 'pdf' };
    return undefined;
  });
}

afterEach(() => jest.restoreAllMocks());

describe('/download_form', () => {
  it('takes the reference in lower case, checks it, and saves each form under its own name', async () => {
    const api = answerAccess({ [PAID]: '2026-12-27T10:00:00.000Z' });
    const saved = savedFiles();
    renderAt('/download_form');
    await userEvent.type(screen.getByLabelText('Payment reference'), ` ${PAID.toLowerCase()} `);
    await userEvent.click(screen.getByRole('button', { name: 'Find my forms' }));
    expect(await screen.findByRole('heading', { name: `Forms for ${PAID}` })).toBeVisible();
    expect(screen.getByText('You can download them until 27 December 2026.')).toBeVisible();
    expect(api.mock.calls.map(([url]) => url)).toContain(`/api/form/paid-forms/${PAID}`);

    await userEvent.click(screen.getByRole('button', { name: 'Download Application Form' }));
    await waitFor(() => expect(saved).toEqual(['ICAST-application-form.pdf']));
    await userEvent.click(screen.getByRole('button', { name: 'Download Medical and Consent Form' }));
    await waitFor(() => expect(saved).toEqual(['ICAST-application-form.pdf', 'ICAST-medical-and-consent-form.pdf']));
    expect(api.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining([
        `/api/form/paid-forms/${PAID}/icast_form_1`,
        `/api/form/paid-forms/${PAID}/icast_form_2`,
      ]),
    );
  });

  it('offers no download for a reference that is not paid (or has expired), and says what to do', async () => {
    answerAccess({});
    renderAt('/download_form');
    await userEvent.type(screen.getByLabelText('Payment reference'), 'ICAST-PAY-M5X2K9-0000AAAA');
    await userEvent.click(screen.getByRole('button', { name: 'Find my forms' }));
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByText(NOT_DOWNLOADABLE)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
  });

  it('refuses what cannot be a payment reference before asking the server', async () => {
    const api = answerAccess({});
    renderAt('/download_form');
    await userEvent.type(screen.getByLabelText('Payment reference'), 'ICAST-2025-7KQM-4XHP-9RTD');
    await userEvent.click(screen.getByRole('button', { name: 'Find my forms' }));
    const link = await screen.findByRole('link', { name: /Enter the payment reference as it is on your receipt/ });
    expect(link).toHaveAttribute('href', '#download-reference');
    expect(api.mock.calls.some(([url]) => String(url).startsWith('/api/form/paid-forms/'))).toBe(false);
  });
});
