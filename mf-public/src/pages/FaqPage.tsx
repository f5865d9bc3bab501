import { useEffect, useState } from 'react';
import { Accordion } from '@icast/ui';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS } from '@icast/contracts';
import { DEFAULT_FORM_VALIDITY_DAYS, FAQS, formatNaira, renderFaqAnswer, type FaqVars } from '@icast/content';

/** What the school publishes until the API says otherwise (and if it cannot be reached). */
const PUBLISHED_DEFAULTS: FaqVars = { fee: formatNaira(5000), validityDays: DEFAULT_FORM_VALIDITY_DAYS };

/** The fee in the answers is the one configured in the API, so the FAQ never disagrees with the payment page. */
function useFaqVars(): FaqVars {
  const [vars, setVars] = useState(PUBLISHED_DEFAULTS);
  useEffect(() => {
    const controller = new AbortController();
    fetchApi(ENDPOINTS.payment.config, { signal: controller.signal })
      .then((config) => setVars({ fee: formatNaira(config.feeNaira), validityDays: config.validityDays }))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return vars;
}

export function FaqPage() {
  const vars = useFaqVars();
  return (
    <div className="icast-container pub-page">
      <h1>Frequently Asked Questions</h1>
      <p className="pub-intro">
        {FAQS.length} answers to the questions parents ask us most. Click a question to open it.
      </p>
      <Accordion
        headingLevel={2}
        items={FAQS.map((faq) => ({
          id: faq.id,
          title: faq.question,
          content: <p>{renderFaqAnswer(faq.answer, vars)}</p>,
        }))}
      />
    </div>
  );
}
