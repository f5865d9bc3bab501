import { Link, useActionData, useLoaderData, useSearchParams } from 'react-router-dom';
import { DEFAULT_SITE_PAGES, formatNaira, PAYMENT_NOT_YET_KNOWN, renderFaqAnswer } from '@icast/content';
import { isKnownSitePath, type PageBlock, type SitePageFields } from '@icast/contracts';
import { faqVars, useSiteContent } from '@icast/site-content';
import { Accordion, buttonClassName } from '@icast/ui';
import { FamilyPageLink } from '../components/FamilyPageLink';
import { ENQUIRY_SENT_PARAM, type AdmissionPageData } from '../data';
import { EnquiryForm, type EnquiryPosted } from '../enquiries/EnquiryForm';
import { usePaymentConfig } from '../usePaymentConfig';

/** The page as staff saved it (its route's loader); the school's first text when it could not be read. */
function useAdmissionPage(): SitePageFields {
  const data = useLoaderData<Partial<AdmissionPageData> | null | undefined>();
  const loaded = data?.page?.status === 'loaded' ? data.page.value : undefined;
  return loaded && Array.isArray(loaded.blocks) ? loaded : DEFAULT_SITE_PAGES.admission;
}

/**
 * A saved block in the admission page's design: the steps (`steps`, numbered) and any other questions as the
 * accordion panel, words, points and a button; `fill` puts the fee and the form's validity (the payment config's)
 * and the school's contacts (the site settings') into the text.
 */
function AdmissionBlock({ block, fill }: { block: PageBlock; fill: (text: string) => string }) {
  switch (block.type) {
    case 'accordion': {
      const numbered = block.anchor === 'steps';
      const items = block.items.map((item, index) => ({
        id: String(index + 1),
        title: numbered ? `Step ${index + 1}: ${item.title}` : item.title,
        content: <p>{fill(item.text)}</p>,
      }));
      return (
        <div className="adm-panel" id={block.anchor}>
          <h2>{block.heading}</h2>
          <Accordion items={items} defaultOpenId={items[0]?.id ?? null} headingLevel={3} />
        </div>
      );
    }
    case 'section':
      return (
        <div className="adm-panel" id={block.anchor}>
          <h2>{block.heading}</h2>
          {block.paragraphs.map((paragraph, index) => (
            <p key={index}>{fill(paragraph)}</p>
          ))}
        </div>
      );
    case 'highlights':
      return (
        <div className="adm-panel" id={block.anchor}>
          <h2>{block.heading}</h2>
          <ul>
            {block.items.map((point, index) => (
              <li key={index}>
                <strong>{point.title}.</strong> {fill(point.text)}
              </li>
            ))}
          </ul>
        </div>
      );
    case 'callToAction':
      return (
        <div className="adm-panel" id={block.anchor}>
          <h2>{block.heading}</h2>
          <p>{fill(block.text)}</p>
          {isKnownSitePath(block.to) && (
            <Link className={buttonClassName('outline')} to={block.to}>
              {block.label}
            </Link>
          )}
        </div>
      );
    default:
      // The admission page takes only the kinds above (SITE_PAGE_BLOCK_TYPES): anything else is not drawn.
      return null;
  }
}

export function AdmissionPage() {
  const page = useAdmissionPage();
  const payment = usePaymentConfig();
  const { settings } = useSiteContent();
  const posted = useActionData<EnquiryPosted | undefined>();
  const [params] = useSearchParams();
  const vars =
    payment.state === 'ready'
      ? { fee: formatNaira(payment.config.feeNaira), validityDays: payment.config.validityDays }
      : PAYMENT_NOT_YET_KNOWN;
  const fill = (text: string) => renderFaqAnswer(text, faqVars(settings, vars));
  return (
    <section id="first-section" className="icast-container adm-page" aria-labelledby="admission-heading">
      <h1 id="admission-heading">{page.title}</h1>
      {page.intro && <p className="adm-lead">{fill(page.intro)}</p>}
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
      {page.blocks.map((block) => (
        <AdmissionBlock key={block.anchor} block={block} fill={fill} />
      ))}
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
