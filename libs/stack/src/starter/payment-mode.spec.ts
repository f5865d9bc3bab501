import { SANDBOX_NOTE, withPaymentMode } from './payment-mode';

describe('withPaymentMode', () => {
  it('asks for the sandbox, and says so, when neither a key nor a mode is given', () => {
    expect(withPaymentMode({ NODE_ENV: 'production' }, {})).toEqual({
      apiEnv: { NODE_ENV: 'production', PAYMENT_MODE: 'sandbox' },
      note: SANDBOX_NOTE,
    });
    expect(withPaymentMode({ PAYSTACK_SECRET_KEY: ' ' }, { PAYMENT_MODE: '' }).apiEnv.PAYMENT_MODE).toBe('sandbox');
  });

  it.each([
    [{ PAYSTACK_SECRET_KEY: 'sk_live_abc' }, {}],
    [{ PAYMENT_MODE: 'paystack' }, {}],
    [{}, { PAYSTACK_SECRET_KEY: 'sk_live_abc' }],
    [{}, { PAYMENT_MODE: 'sandbox' }],
  ])('leaves the choice to the operator when given (API env %j, own env %j)', (apiEnv, inherited) => {
    expect(withPaymentMode(apiEnv, inherited)).toEqual({ apiEnv });
  });

  it('lets an empty value in the API environment hide a key set in the shell', () => {
    expect(withPaymentMode({ PAYSTACK_SECRET_KEY: '' }, { PAYSTACK_SECRET_KEY: 'sk_live_abc' }).apiEnv).toEqual({
      PAYSTACK_SECRET_KEY: '',
      PAYMENT_MODE: 'sandbox',
    });
  });
});
