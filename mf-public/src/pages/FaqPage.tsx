import { Accordion } from '@icast/ui';
import { DEFAULT_FORM_VALIDITY_DAYS, FAQS, formatNaira, renderFaqAnswer } from '@icast/content';

/** The configured fee lives in the API; the FAQ states the default the school publishes. */
const FAQ_VARS = { fee: formatNaira(5000), validityDays: DEFAULT_FORM_VALIDITY_DAYS };

export function FaqPage() {
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
          content: <p>{renderFaqAnswer(faq.answer, FAQ_VARS)}</p>,
        }))}
      />
    </div>
  );
}
