import { useEffect, useState } from 'react';
import { Accordion } from '@icast/ui';
import { fetchApi, paymentConfigInPage } from '@icast/api-client';
import { ENDPOINTS, type PaymentConfig } from '@icast/contracts';
import { formatNaira, PAYMENT_NOT_YET_KNOWN, renderFaqAnswer, type FaqVars } from '@icast/content';
import { faqVars, PhoneLinks, useSiteContent } from '@icast/site-content';

type PaymentVars = Pick<FaqVars, 'fee' | 'validityDays'>;

const paymentVars = (config: PaymentConfig): PaymentVars => ({
  fee: formatNaira(config.feeNaira),
  validityDays: config.validityDays,
});

/**
 * The fee in the answers is the one configured in the API, so the FAQ never disagrees with the payment page: the
 * page's copy at once, then the API's answer.
 */
function usePaymentVars(): PaymentVars {
  const [vars, setVars] = useState(() => {
    const inPage = paymentConfigInPage();
    return inPage ? paymentVars(inPage) : PAYMENT_NOT_YET_KNOWN;
  });
  useEffect(() => {
    const controller = new AbortController();
    fetchApi(ENDPOINTS.payment.config, { signal: controller.signal })
      .then((config) => setVars(paymentVars(config)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return vars;
}

/** The FAQs staff publish, in their order, with the school's current facts filled in. */
export function FaqPage() {
  const { faqs, settings } = useSiteContent();
  const vars = faqVars(settings, usePaymentVars());
  return (
    <div className="icast-container pub-page">
      <h1>Frequently Asked Questions</h1>
      <p className="pub-intro">
        {faqs.length} answers to the questions parents ask us most. Click a question to open it.
      </p>
      <Accordion
        headingLevel={2}
        items={faqs.map((faq) => ({
          id: faq.id,
          title: faq.question,
          content: (
            <p>
              <PhoneLinks text={renderFaqAnswer(faq.answer, vars)} />
            </p>
          ),
        }))}
      />
    </div>
  );
}
