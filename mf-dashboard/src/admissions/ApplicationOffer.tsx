import { type RefObject, useEffect, useRef, useState } from 'react';
import { conflictDetails, fetchApi } from '@icast/api-client';
import {
  apiUrl,
  type ApplicationStatusValue,
  type DocumentKind,
  DOCUMENTS_MISSING_CODE,
  type DocumentsMissingDetails,
  ENDPOINTS,
  type MakeOfferRequest,
  OFFER_DEADLINE_MAX_DAYS,
  OFFER_FEE_MAX_NAIRA,
  OFFER_FROM,
  type OfferPreview,
  type OfferState,
  PLACES_FULL_CODE,
  type PlacesFullDetails,
  placesFullQuestion,
} from '@icast/contracts';
import { Alert, Button, ErrorSummary, TextArea, TextField, type FieldError } from '@icast/ui';
import { DataState } from '../components/DataState';
import { ContentForm, SaveButtons } from '../content/ContentForm';
import { required, useSubmission } from '../content/submission';
import { formatDate, formatDateTime, formatNaira, parseNairaAmount } from '../format';
import { useApi } from '../useApi';
import { LateFeeSettlement } from './LateFeeSettlement';
import { checkMissingReason, MissingDocumentsReason } from './MissingDocumentsReason';

const STATE_LABELS: Record<OfferState, string> = {
  open: 'Waiting for the family',
  accepted: 'Accepted: fee paid',
  declined: 'Declined by the family',
  expired: 'Expired unpaid',
  withdrawn: 'Withdrawn',
};
const DAY_MS = 24 * 60 * 60 * 1000;
/** A Lagos calendar day, `days` from today, as a date input writes it. */
export const lagosDay = (days: number) =>
  new Date(Date.now() + 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);

/** The acceptance fee and the day to accept by: the offer form's, and a prepared offer decision's. */
export function OfferTermsFields({
  ids,
  fee,
  deadline,
  onFee,
  onDeadline,
  errorFor,
}: {
  ids: { fee: string; deadline: string };
  fee: string;
  deadline: string;
  onFee: (value: string) => void;
  onDeadline: (value: string) => void;
  errorFor: (fieldId: string) => string | undefined;
}) {
  return (
    <>
      <TextField
        id={ids.fee}
        label="Acceptance fee (naira)"
        hint="Whole naira, like 250,000"
        inputMode="decimal"
        maxLength={24}
        value={fee}
        error={errorFor(ids.fee)}
        onChange={(event) => onFee(event.target.value)}
      />
      <TextField
        id={ids.deadline}
        type="date"
        label="Accept by (end of this day)"
        hint={`Up to ${OFFER_DEADLINE_MAX_DAYS} days from today`}
        min={lagosDay(0)}
        max={lagosDay(OFFER_DEADLINE_MAX_DAYS)}
        value={deadline}
        error={errorFor(ids.deadline)}
        onChange={(event) => onDeadline(event.target.value)}
      />
    </>
  );
}

const FEE = 'offer-fee';
const DEADLINE = 'offer-deadline';

/** The offer form's own checks (the API applies the same bounds): the request to preview, or what is wrong. */
function checkOffer(fee: string, deadline: string, note: string): MakeOfferRequest | FieldError[] {
  const feeNaira = parseNairaAmount(fee);
  const problems = [
    ...required(FEE, fee, 'Enter the acceptance fee in naira'),
    ...(fee.trim() && feeNaira === undefined
      ? [{ fieldId: FEE, message: 'Enter the acceptance fee in whole naira, like 250,000 or ₦250,000' }]
      : []),
    ...(feeNaira !== undefined && (feeNaira < 1 || feeNaira > OFFER_FEE_MAX_NAIRA)
      ? [{ fieldId: FEE, message: `Enter an acceptance fee from ₦1 to ${formatNaira(OFFER_FEE_MAX_NAIRA)}` }]
      : []),
    ...required(DEADLINE, deadline, 'Enter the deadline'),
  ];
  if (problems.length > 0 || feeNaira === undefined) return problems;
  return { feeNaira, deadline, ...(note.trim() ? { note: note.trim() } : {}) };
}

const MISSING_REASON = 'offer-missing-reason';
const OFFER_FIELDS = { feeNaira: FEE, deadline: DEADLINE, missingDocumentsReason: MISSING_REASON };

/**
 * The application's offer (fee, deadline, state, letter) and, when the status allows one, the form to offer a place:
 * staff first see the e-mail, SMS and letter the family will get, then send it or go back and change it.
 */
export function ApplicationOffer({
  reference,
  status,
  onChanged,
}: {
  reference: string;
  status: ApplicationStatusValue;
  onChanged: () => void;
}) {
  const [lookup, reload] = useApi(ENDPOINTS.offers.staffView, { params: { reference } });
  const [fee, setFee] = useState('');
  const [deadline, setDeadline] = useState(lagosDay(14));
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState<{ request: MakeOfferRequest; shown: OfferPreview }>();
  // The class's seats are all taken or offered: the figures, until staff offer anyway or step back.
  const [placesFull, setPlacesFull] = useState<PlacesFullDetails['places']>();
  // Required documents are missing: which, and the reason staff give to offer all the same (sent with every try).
  const [documentsMissing, setDocumentsMissing] = useState<DocumentKind[]>();
  const [missingReason, setMissingReason] = useState('');
  const { errors, notice, busy, submit, errorFor } = useSubmission();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // The form's button is gone: the preview's heading takes focus, so keyboard and screen reader users are there.
  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  async function showPreview() {
    const checked = checkOffer(fee, deadline, note);
    const request = Array.isArray(checked) ? undefined : checked;
    await submit(
      Array.isArray(checked) ? checked : [],
      async () => {
        if (!request) return;
        const shown = await fetchApi(ENDPOINTS.offers.preview, { params: { reference }, body: request });
        setPreview({ request, shown });
      },
      'Check what the family will get, then send the offer.',
      OFFER_FIELDS,
    );
  }

  async function makeOffer(beyondSeats = false) {
    if (!preview) return;
    const reason = missingReason.trim();
    let full: PlacesFullDetails['places'] | undefined;
    let missing: DocumentKind[] | undefined;
    const done = await submit(
      documentsMissing ? checkMissingReason(MISSING_REASON, missingReason) : [],
      async () => {
        try {
          await fetchApi(ENDPOINTS.offers.make, {
            params: { reference },
            body: {
              ...preview.request,
              ...(documentsMissing && reason ? { missingDocumentsReason: reason } : {}),
              ...(beyondSeats ? { beyondSeats: true } : {}),
            },
          });
        } catch (error) {
          full = conflictDetails<PlacesFullDetails>(error, PLACES_FULL_CODE)?.places;
          missing = conflictDetails<DocumentsMissingDetails>(error, DOCUMENTS_MISSING_CODE)?.missing;
          throw error;
        }
      },
      'Place offered. The family has the offer letter by e-mail and can accept on its page.',
      OFFER_FIELDS,
    );
    // Documents missing (and no reason yet, or one asked for again): the preview stays, with the list and the reason.
    if (missing) {
      setDocumentsMissing(missing);
      return;
    }
    // The reason was left blank: its error is on the field.
    if (!done && documentsMissing && !reason) return;
    // A full class: the preview stays, with the question and the figures, for staff to offer anyway or not.
    if (full && !beyondSeats) {
      setPlacesFull(full);
      return;
    }
    setPlacesFull(undefined);
    setPreview(undefined);
    setDocumentsMissing(undefined);
    if (done) {
      setFee('');
      setNote('');
      setMissingReason('');
      reload();
      onChanged();
    }
  }

  return (
    <section className="dash-panel" aria-labelledby="offer-heading">
      <h2 id="offer-heading">Offer</h2>
      {/* Outside the form, which goes away once the place is offered. */}
      <div aria-live="polite">{notice?.tone === 'success' && <Alert tone="success">{notice.text}</Alert>}</div>
      <DataState result={lookup} what="The offer" onRetry={reload}>
        {({ offer }) =>
          offer ? (
            <>
              {offer.feesPaidAfterClosing?.map((fee) => (
                <LateFeeSettlement
                  key={fee.paymentReference}
                  reference={reference}
                  status={status}
                  fee={fee}
                  onSettled={() => {
                    reload();
                    onChanged();
                  }}
                />
              ))}
              <dl className="dash-fields">
                <div>
                  <dt>Acceptance fee</dt>
                  <dd>{formatNaira(offer.feeNaira)}</dd>
                </div>
                <div>
                  <dt>Accept by</dt>
                  <dd>
                    <time dateTime={offer.deadline}>{formatDateTime(offer.deadline)}</time>
                  </dd>
                </div>
                <div>
                  <dt>State</dt>
                  <dd>
                    {STATE_LABELS[offer.state]}
                    {offer.paymentReference && ` (payment ${offer.paymentReference})`}
                  </dd>
                </div>
                <div>
                  <dt>Letter</dt>
                  <dd>
                    <a href={apiUrl(ENDPOINTS.offers.staffLetter, { reference })}>Download the offer letter (PDF)</a>
                  </dd>
                </div>
              </dl>
            </>
          ) : (
            <p>No place offered yet.</p>
          )
        }
      </DataState>
      {OFFER_FROM.includes(status) && preview && (
        <OfferPreviewPanel
          preview={preview}
          headingRef={previewHeading}
          busy={busy}
          placesFull={placesFull}
          missing={
            documentsMissing && {
              kinds: documentsMissing,
              reason: missingReason,
              onReason: setMissingReason,
              errors,
              error: errorFor(MISSING_REASON),
            }
          }
          onSend={() => void makeOffer()}
          onOfferAnyway={() => void makeOffer(true)}
          onChange={() => {
            setPlacesFull(undefined);
            setDocumentsMissing(undefined);
            setPreview(undefined);
            // Back to the form as it was, at the fee: the first thing staff usually change.
            requestAnimationFrame(() => document.getElementById(FEE)?.focus());
          }}
        />
      )}
      {OFFER_FROM.includes(status) && !preview && (
        <ContentForm
          id="make-offer"
          heading={status === 'waitlisted' ? 'Offer a place (promote from the waiting list)' : 'Offer a place'}
          intro={
            <p>
              The family gets the offer letter by e-mail and accepts by paying the fee before the deadline. You see what
              they will get before it is sent.
            </p>
          }
          errors={errors}
          notice={notice?.tone === 'error' ? notice : undefined}
          onSubmit={() => void showPreview()}
          actions={<SaveButtons busy={busy} label="Preview the offer" />}
        >
          <OfferTermsFields
            ids={{ fee: FEE, deadline: DEADLINE }}
            fee={fee}
            deadline={deadline}
            onFee={setFee}
            onDeadline={setDeadline}
            errorFor={errorFor}
          />
          <TextArea
            label="Note for the history (staff only, optional)"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </ContentForm>
      )}
    </section>
  );
}

/** What the family will get, as they will read it, with Send and Change. Nothing is sent before Send. */
function OfferPreviewPanel({
  preview: { request, shown },
  headingRef,
  busy,
  placesFull,
  missing,
  onSend,
  onOfferAnyway,
  onChange,
}: {
  preview: { request: MakeOfferRequest; shown: OfferPreview };
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  placesFull?: PlacesFullDetails['places'];
  missing?: MissingDocumentsProps;
  onSend: () => void;
  onOfferAnyway: () => void;
  onChange: () => void;
}) {
  return (
    <section className="dash-panel dash-offer-preview" aria-labelledby="offer-preview-heading">
      <h2 id="offer-preview-heading" tabIndex={-1} ref={headingRef}>
        Check the offer before sending it
      </h2>
      <p>
        An offer of a place with an acceptance fee of <strong>{formatNaira(request.feeNaira)}</strong>, to be paid by
        the end of <strong>{formatDate(request.deadline)}</strong>. Nothing has been sent yet.
      </p>
      <h3>The e-mail</h3>
      {shown.email ? (
        <>
          <dl className="dash-fields">
            <div>
              <dt>To</dt>
              <dd>{shown.email.to}</dd>
            </div>
            <div>
              <dt>Subject</dt>
              <dd>{shown.email.subject}</dd>
            </div>
          </dl>
          <p className="dash-offer-preview__text" data-testid="offer-preview-email">
            {shown.email.text}
          </p>
          <p className="icast-field__hint">
            The offer letter goes with it as a PDF; the button opens the family&apos;s own page.
          </p>
        </>
      ) : (
        <p>The application gives no e-mail address: the family will not get an e-mail.</p>
      )}
      {shown.sms && (
        <>
          <h3>The text message</h3>
          <p className="dash-offer-preview__text">{shown.sms}</p>
        </>
      )}
      <h3>The offer letter</h3>
      <div className="dash-offer-preview__letter" data-testid="offer-preview-letter">
        {shown.letter.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
      {placesFull ? (
        <PlacesFullQuestion places={placesFull} busy={busy} onOfferAnyway={onOfferAnyway} onCancel={onChange} />
      ) : missing ? (
        <DocumentsMissingQuestion missing={missing} busy={busy} onOffer={onSend} onCancel={onChange} />
      ) : (
        <div className="dash-row">
          <Button disabled={busy} onClick={onSend}>
            {busy ? 'Sending...' : 'Send the offer to the family'}
          </Button>
          <Button variant="outline" disabled={busy} onClick={onChange}>
            Change the offer
          </Button>
        </div>
      )}
    </section>
  );
}

interface MissingDocumentsProps {
  kinds: DocumentKind[];
  reason: string;
  onReason: (value: string) => void;
  errors: FieldError[];
  error?: string;
}

/** Required documents are missing: which, and the reason to offer all the same (the history keeps it), or not. */
function DocumentsMissingQuestion({
  missing,
  busy,
  onOffer,
  onCancel,
}: {
  missing: MissingDocumentsProps;
  busy: boolean;
  onOffer: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The Send button is gone: the question takes focus, so keyboard and screen reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <form
      className="dash-panel dash-form"
      aria-labelledby="documents-missing-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onOffer();
      }}
    >
      <h3 id="documents-missing-heading" tabIndex={-1} ref={heading}>
        Offer a place with documents missing?
      </h3>
      <ErrorSummary errors={missing.errors} />
      <MissingDocumentsReason
        id={MISSING_REASON}
        missing={missing.kinds}
        reason={missing.reason}
        onReason={missing.onReason}
        error={missing.error}
      />
      <div className="dash-row">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Offer without them'}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          Do not offer
        </Button>
      </div>
    </form>
  );
}

/** Every seat of the class is taken or offered: the figures, and Offer anyway (recorded on the offer) or not. */
function PlacesFullQuestion({
  places,
  busy,
  onOfferAnyway,
  onCancel,
}: {
  places: PlacesFullDetails['places'];
  busy: boolean;
  onOfferAnyway: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The Send button is gone: the question takes focus, so keyboard and screen reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="dash-panel" role="group" aria-labelledby="places-full-heading">
      <h3 id="places-full-heading" tabIndex={-1} ref={heading}>
        {placesFullQuestion(places)}
      </h3>
      <p>
        {places.offered} offered and waiting for the family, {places.accepted} accepted, {places.seats} places set for
        the class. Offering anyway is recorded on the offer.
      </p>
      <div className="dash-row">
        <Button disabled={busy} onClick={onOfferAnyway}>
          {busy ? 'Sending...' : 'Offer anyway'}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          Do not offer
        </Button>
      </div>
    </div>
  );
}
