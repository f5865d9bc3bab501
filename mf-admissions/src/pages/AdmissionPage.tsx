import { Link, useActionData, useSearchParams } from 'react-router-dom';
import {
  ADMISSION_DECISION_DAYS,
  ADMISSION_STEPS,
  formatNaira,
  PAYMENT_NOT_YET_KNOWN,
  renderFaqAnswer,
} from '@icast/content';
import { useSiteContent } from '@icast/site-content';
import { Accordion, buttonClassName } from '@icast/ui';
import { FamilyPageLink } from '../components/FamilyPageLink';
import { ENQUIRY_SENT_PARAM } from '../data';
import { EnquiryForm, type EnquiryPosted } from '../enquiries/EnquiryForm';
import { usePaymentConfig } from '../usePaymentConfig';

export function AdmissionPage() {
  const payment = usePaymentConfig();
  const { settings } = useSiteContent();
  const posted = useActionData<EnquiryPosted | undefined>();
  const [params] = useSearchParams();
  const vars =
    payment.state === 'ready'
      ? { fee: formatNaira(payment.config.feeNaira), validityDays: payment.config.validityDays }
      : PAYMENT_NOT_YET_KNOWN;
  const steps = ADMISSION_STEPS.map((step) => ({
    id: String(step.id),
    title: `Step ${step.id}: ${step.title}`,
    content: <p>{renderFaqAnswer(step.content, vars)}</p>,
  }));
  return (
    <section id="first-section" className="icast-container adm-page" aria-labelledby="admission-heading">
      <h1 id="admission-heading">Admission</h1>
      <p className="adm-lead">
        Admission into every class is open all year. We give a decision within {ADMISSION_DECISION_DAYS} days of
        receiving a completed application.
      </p>
      {/* While the fee loads, the same sentence with gaps holds its lines, so the steps below never jump. */}
      <p data-testid="admission-fee" aria-busy={payment.state === 'loading'}>
        {payment.state === 'ready'
          ? `The application form costs ${formatNaira(payment.config.feeNaira)}, paid online or at the school office; it is valid for ${payment.config.validityDays} days.`
          : payment.state === 'error'
            ? 'The application form fee is shown on the payment page, or ask the school office.'
            : 'The application form costs (loading the fee…), paid online or at the school office; it is valid for a set number of days.'}
      </p>
      {settings.applicationDeadline && (
        <p className="adm-lead" data-testid="application-deadline">
          <strong>Deadline: </strong>
          {settings.applicationDeadline}
        </p>
      )}
      <div className="adm-panel">
        <h2>Five steps to a place at ICAST</h2>
        <Accordion items={steps} defaultOpenId={steps[0]?.id ?? null} headingLevel={3} />
      </div>
      <p className="adm-actions">
        <Link className={buttonClassName('accent')} to="/payment">
          Download Admission Form
        </Link>
        <Link className={buttonClassName('outline')} to="/contacts">
          Contact Us
        </Link>
        <Link className={buttonClassName('outline')} to="/online-application">
          Apply online
        </Link>
      </p>
      <EnquiryForm
        // A post's answer draws the form again with its problems; the thank-you comes back as the address says.
        key={posted ? 'posted' : 'fresh'}
        posted={posted}
        sentReference={params.get(ENQUIRY_SENT_PARAM) ?? undefined}
      />
      <FamilyPageLink />
    </section>
  );
}
