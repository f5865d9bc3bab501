import { Link, useActionData, useLoaderData, useSearchParams } from 'react-router-dom';
import { choiceLabel, DOCUMENT_KINDS } from '@icast/contracts';
import { ADMISSION_REQUIREMENTS, APPLICATION_PROCESS } from '@icast/content';
import { buttonClassName } from '@icast/ui';
import { FeeSummary } from '../components/FeeSummary';
import { StatusLookup } from '../components/StatusLookup';
import type { DocumentChecklistData, StatusLookupPosted } from '../data';
import { usePaymentConfig } from '../usePaymentConfig';

export function ApplicationPage() {
  const payment = usePaymentConfig();
  const [params] = useSearchParams();
  const posted = useActionData<StatusLookupPosted | undefined>();
  const checklist = useLoaderData<DocumentChecklistData | undefined>()?.checklist;
  return (
    <section id="first-section" className="icast-container adm-page" aria-labelledby="application-heading">
      <h1 id="application-heading">Apply to ICAST Schools</h1>
      <p className="adm-actions">
        <Link className={buttonClassName('accent')} to="/payment">
          Download the form
        </Link>
        <Link className={buttonClassName('primary')} to="/online-application">
          Apply online
        </Link>
      </p>
      <div className="adm-two-columns">
        <div>
          <h2>How to apply</h2>
          <ol className="adm-steps">
            {APPLICATION_PROCESS.map((step, index) => (
              <li key={step.id} className="adm-steps__item">
                <span className="adm-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <h2>Admission requirements</h2>
          <ul className="adm-checklist">
            {ADMISSION_REQUIREMENTS.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
          <h3 id="documents-by-class">Documents to upload, by class</h3>
          {checklist?.status === 'loaded' ? (
            <dl className="adm-documents-by-class" aria-labelledby="documents-by-class">
              {checklist.value.classes.map((entry) => (
                <div key={entry.classAppliedFor}>
                  <dt>{entry.label}</dt>
                  <dd>{entry.kinds.map((kind) => choiceLabel(DOCUMENT_KINDS, kind)).join(', ')}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>The list of documents per class could not be loaded: the school office will tell you what to bring.</p>
          )}
        </div>
        <div>
          <div className="adm-panel adm-panel--quiet">
            <FeeSummary payment={payment} />
          </div>
          <StatusLookup initialReference={params.get('reference') ?? ''} posted={posted} />
        </div>
      </div>
    </section>
  );
}
