import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYER_LIMITS, PAYMENT_CONFIRMING_POLL } from '@icast/contracts';
import { mockApi, PAYMENT_CONFIG, renderAt } from '../testing';
import { PAYER_KEY } from './PaymentPage';
import { PAYMENT_SUCCESS_KEY } from './PaymentSuccessPage';

const receipt = {
  first_name: 'Adaeze',
  // As the API answers: the last name's initial and a masked e-mail (anyone holding a reference may ask).
  last_name: 'O.',
  email: 'a***@example.com',
  reference: 'ICAST-PAY-ABC-123',
  amount: 7500,
  amountKobo: 750000,
  currency: 'NGN',
  status: 'paid',
  paidAt: '2025-01-02T10:00:00.000Z',
  expiresAt: '2025-02-01T10:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/payment', () => {
  it('shows the configured fee and TEST MODE, and an error summary linking to each empty field', async () => {
    const api = mockApi((url) => (url === '/api/payment/config' ? { status: 200, body: PAYMENT_CONFIG } : undefined));
    renderAt('/payment');
    expect(await screen.findByTestId('application-fee')).toHaveTextContent('₦7,500');
    expect(screen.getByText('TEST MODE')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Enter your first name' });
    await userEvent.click(link);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getAllByRole('link', { name: /^Enter your/ })).toHaveLength(4);
    expect(api.mock.calls.some(([url]) => url === '/api/payment/initialize')).toBe(false);
  });

  it('applies the rules the API applies: a number that is not a phone number, a name too long', async () => {
    const api = mockApi((url) => (url === '/api/payment/config' ? { status: 200, body: PAYMENT_CONFIG } : undefined));
    renderAt('/payment');
    await screen.findByTestId('application-fee');
    await userEvent.type(screen.getByLabelText('First name'), 'A'.repeat(PAYER_LIMITS.name + 1));
    await userEvent.type(screen.getByLabelText('Last name'), 'Okafor');
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    // Eleven digits, which a digit count accepted, but no Nigerian or international number.
    await userEvent.type(screen.getByLabelText(/Phone number/), '1234 567 8901');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('alert');
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expect.arrayContaining([
        [`Your first name must be ${PAYER_LIMITS.name} characters or fewer`, '#payment-first_name'],
        ['Enter a phone number like 0803 123 4567', '#payment-phone'],
      ]),
    );
    expect(screen.getAllByRole('link', { name: /characters or fewer|Enter / })).toHaveLength(2);
    expect(api.mock.calls.some(([url]) => url === '/api/payment/initialize')).toBe(false);
  });

  it('puts a refusal only the API could make at the field it names, however it is worded', async () => {
    const reworded = 'We cannot send a receipt to this address: check it';
    mockApi((url) => {
      if (url === '/api/payment/config') return { status: 200, body: PAYMENT_CONFIG };
      if (url === '/api/payment/initialize') {
        return {
          status: 400,
          body: { statusCode: 400, message: reworded, errors: [{ field: 'email', message: reworded }] },
        };
      }
      return undefined;
    });
    renderAt('/payment');
    await screen.findByTestId('application-fee');
    await userEvent.type(screen.getByLabelText('First name'), 'Adaeze');
    await userEvent.type(screen.getByLabelText('Last name'), 'Okafor');
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/Phone number/), '0803 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('link', { name: reworded })).toHaveAttribute('href', '#payment-email');
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription(expect.stringContaining(reworded));
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });
});

describe('/payment_success', () => {
  it('fails at once without a reference', async () => {
    const api = mockApi((url) => (url === '/api/payment/config' ? { status: 200, body: PAYMENT_CONFIG } : undefined));
    renderAt('/payment_success');
    expect(screen.getByRole('heading', { name: 'Payment Verification Failed' })).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't confirm your transaction. Please try again or contact support"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
    expect(api.mock.calls.some(([url]) => url === '/api/payment/paystack_verify')).toBe(false);
    expect(localStorage.getItem(PAYMENT_SUCCESS_KEY)).toBe('false');
    // The fee config still arrives (for the TEST MODE label); let it land inside the test.
    expect(await screen.findByText('TEST MODE')).toBeInTheDocument();
  });

  it('shows the receipt and both downloads after a verified payment and remembers it', async () => {
    mockApi((url, init) => {
      if (url === '/api/payment/config') return { status: 200, body: PAYMENT_CONFIG };
      if (url === '/api/payment/paystack_verify' && init?.body === JSON.stringify({ reference: receipt.reference })) {
        return { status: 200, body: { success: true, data: receipt } };
      }
      return undefined;
    });
    renderAt(`/payment_success?reference=${receipt.reference}`);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('₦7,500');
    expect(screen.getByText('Thank you, Adaeze. Your application form is ready.')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-reference')).toHaveTextContent(receipt.reference);
    expect(screen.getByRole('button', { name: 'Download Application Form' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download Medical and Consent Form' })).toBeEnabled();
    expect(localStorage.getItem(PAYMENT_SUCCESS_KEY)).toBe('true');
  });

  it('offers Check again, which asks the server again instead of charging twice', async () => {
    let verifyCalls = 0;
    mockApi((url) => {
      if (url === '/api/payment/config') return { status: 200, body: PAYMENT_CONFIG };
      if (url !== '/api/payment/paystack_verify') return undefined;
      verifyCalls++;
      return verifyCalls === 1
        ? { status: 200, body: { success: false, data: { ...receipt, status: 'pending' } } }
        : { status: 200, body: { success: true, data: receipt } };
    });
    renderAt(`/payment_success?reference=${receipt.reference}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(verifyCalls).toBe(2);
  });

  describe('while Paystack is too slow to confirm', () => {
    /** Verify answers 202 "still confirming" `slowAnswers` times, then that the payment is paid. */
    function slowPaystack(slowAnswers: number) {
      const calls = { verify: 0 };
      mockApi((url) => {
        if (url === '/api/payment/config') return { status: 200, body: PAYMENT_CONFIG };
        if (url !== '/api/payment/paystack_verify') return undefined;
        calls.verify++;
        return calls.verify <= slowAnswers
          ? { status: 202, body: { success: false, confirming: true, data: { ...receipt, status: 'pending' } } }
          : { status: 200, body: { success: true, data: receipt } };
      });
      return calls;
    }
    beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
    afterEach(() => jest.useRealTimers());

    it('says the payment is still being confirmed, not that it failed, and asks again by itself', async () => {
      const calls = slowPaystack(2);
      renderAt(`/payment_success?reference=${receipt.reference}`);
      expect(await screen.findByText(/Paystack has not confirmed your payment yet/)).toBeInTheDocument();
      expect(screen.queryByText(/Verification Failed/)).not.toBeInTheDocument();
      expect(localStorage.getItem(PAYMENT_SUCCESS_KEY)).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CONFIRMING_POLL.intervalMs));
      await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CONFIRMING_POLL.intervalMs));
      expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
      expect(calls.verify).toBe(3);
      expect(localStorage.getItem(PAYMENT_SUCCESS_KEY)).toBe('true');
    });

    it('stops asking after a while and says what to do, with Check again', async () => {
      const calls = slowPaystack(1000);
      renderAt(`/payment_success?reference=${receipt.reference}`);
      await screen.findByText(/Paystack has not confirmed your payment yet/);
      await act(() =>
        jest.advanceTimersByTimeAsync(PAYMENT_CONFIRMING_POLL.forMs + PAYMENT_CONFIRMING_POLL.intervalMs),
      );
      expect(await screen.findByRole('heading', { name: 'Payment not confirmed yet' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(`do not pay again`);
      const asked = calls.verify;
      expect(asked).toBeLessThanOrEqual(PAYMENT_CONFIRMING_POLL.forMs / PAYMENT_CONFIRMING_POLL.intervalMs + 2);
      await act(() => jest.advanceTimersByTimeAsync(10 * PAYMENT_CONFIRMING_POLL.intervalMs));
      expect(calls.verify).toBe(asked);
      await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
      await waitFor(() => expect(calls.verify).toBe(asked + 1));
    });
  });

  it('says calmly that a cancelled checkout took nothing and offers to try again', async () => {
    mockApi((url) => {
      if (url === '/api/payment/config') return { status: 200, body: PAYMENT_CONFIG };
      if (url === '/api/payment/paystack_verify') {
        return { status: 200, body: { success: false, data: { ...receipt, status: 'abandoned' } } };
      }
      return undefined;
    });
    renderAt(`/payment_success?reference=${receipt.reference}`);
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('nothing was charged');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/payment');
    expect(screen.queryByText(/Verification Failed|do not pay again/)).not.toBeInTheDocument();
    expect(localStorage.getItem(PAYMENT_SUCCESS_KEY)).toBe('false');
  });

  it("keeps the payer's details for Try again after a cancelled checkout", async () => {
    mockApi((url) => {
      if (url === '/api/payment/config') return { status: 200, body: PAYMENT_CONFIG };
      if (url === '/api/payment/initialize') {
        return {
          status: 200,
          body: { reference: receipt.reference, authorization_url: '#checkout', testMode: true },
        };
      }
      if (url === '/api/payment/paystack_verify') {
        return { status: 200, body: { success: false, data: { ...receipt, status: 'abandoned' } } };
      }
      return undefined;
    });
    const paying = renderAt('/payment');
    await screen.findByTestId('application-fee');
    await userEvent.type(screen.getByLabelText('First name'), 'Adaeze');
    await userEvent.type(screen.getByLabelText('Last name'), 'Okafor');
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/Phone number/), '0803 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('button', { name: 'Opening secure checkout…' });
    paying.unmount();

    // Back from the checkout, cancelled: Try again opens the form as the parent left it.
    renderAt(`/payment_success?reference=${receipt.reference}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Adaeze');
    expect(screen.getByLabelText('Last name')).toHaveValue('Okafor');
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('0803 123 4567');
  });

  it('forgets the kept payer once the payment is confirmed', async () => {
    sessionStorage.setItem(PAYER_KEY, JSON.stringify({ first_name: 'Adaeze' }));
    mockApi((url) => {
      if (url === '/api/payment/config') return { status: 200, body: PAYMENT_CONFIG };
      if (url === '/api/payment/paystack_verify') return { status: 200, body: { success: true, data: receipt } };
      return undefined;
    });
    renderAt(`/payment_success?reference=${receipt.reference}`);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(sessionStorage.getItem(PAYER_KEY)).toBeNull();
  });

  it('alerts when a download is refused', async () => {
    mockApi((url) => {
      if (url === '/api/payment/config') return { status: 200, body: PAYMENT_CONFIG };
      if (url === '/api/payment/paystack_verify') return { status: 200, body: { success: true, data: receipt } };
      if (url.startsWith('/api/form/paid-forms/')) return { status: 403, body: { statusCode: 403, message: 'No' } };
      return undefined;
    });
    renderAt(`/payment_success?reference=${receipt.reference}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Application Form' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Download failed or not authorized'));
  });
});
