/** @jest-environment jsdom */
import { PAYMENT_CONFIG_ELEMENT_ID, type PaymentConfig } from '@icast/contracts';
import { pageData, paymentConfigInPage } from './page-data';
import { writePageData } from './testing';

const CONFIG: PaymentConfig = {
  feeNaira: 25_000,
  feeKobo: 2_500_000,
  currency: 'NGN',
  validityDays: 30,
  academicYear: '2026/2027',
  testMode: false,
};

describe('data the document server wrote into the page', () => {
  afterEach(() => document.head.replaceChildren());

  it('reads a block as JSON, and nothing when the page has none or it is not JSON', () => {
    writePageData('icast-example', '{"answer":42}');
    expect(pageData('icast-example')).toEqual({ answer: 42 });
    expect(pageData('icast-missing')).toBeUndefined();
    writePageData('icast-broken', '{"answer":');
    expect(pageData('icast-broken')).toBeUndefined();
  });

  it('takes the payment config only when it has the fee, validity and sandbox flag the pages show', () => {
    const block = writePageData(PAYMENT_CONFIG_ELEMENT_ID, JSON.stringify(CONFIG));
    expect(paymentConfigInPage()).toEqual(CONFIG);
    block.textContent = JSON.stringify({ ...CONFIG, testMode: 'yes' });
    expect(paymentConfigInPage()).toBeUndefined();
    block.textContent = 'null';
    expect(paymentConfigInPage()).toBeUndefined();
  });
});
