import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  type AcceptanceFeeAfterClosing,
  type ApplicationOffer,
  applicationStatusLabel,
  choiceLabel,
  codedRefusal,
  DOCUMENT_KINDS,
  DOCUMENTS_MISSING_CODE,
  type DocumentsMissingDetails,
  type InitializePaymentResponse,
  MISSING_DOCUMENTS_REASON_MAX,
  type LateFeeOutcome,
  type MakeOfferRequest,
  OFFER_CLOSED_WORDS,
  OFFER_DEADLINE_MAX_DAYS,
  OFFER_FROM,
  PARENT_PAGE_PATH,
  REINSTATE_FROM,
  fieldRefusal,
} from '@icast/contracts';
import { ApplicationService } from '../applications/application.service';
import { DAY_MS, endOfLagosDay } from '../../platform/http/lagos-time';
import { Clock } from '../../platform/jobs/clock';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { acceptanceFeeOf, PaymentService, type PaidAcceptance, Receipts } from '../../payments';
import { SiteContentService } from '../../content';
import { type DomainEvent, pendingEventsOf } from '../../platform/domain-events/domain-event';
import { DomainEvents } from '../../platform/domain-events/domain-events.service';
import { stopHereInTests } from '../../platform/domain-events/stop-here-in-tests';
import { ADMISSIONS_EVENT_SOURCES, ADMISSIONS_EVENTS, type AdmissionsEvent } from '../admissions-events';
import { renderOfferLetter } from './offer-letter';
import { AcceptanceFeeToSettle, LateFeeSettlement, Offer, OfferAcceptance, type StoredOffer } from './offer.schema';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { PlacesService } from '../places/places.service';
import { DocumentsService } from '../documents/documents.service';

export const OFFER_EXPIRY_JOB = 'offer-expiry';
const FAMILY = 'the family';
const SYSTEM = 'the website';

/**
 * Why a fee did not accept its offer, read from the offer now: another payment accepted it (the family paid twice),
 * or it had closed. An offer still stored open was withdrawn (staff moved the application on).
 */
function whyNotAccepted(offer: StoredOffer, paymentReference: string): AcceptanceFeeAfterClosing['offerState'] {
  if (offer.state === 'accepted') return offer.paymentReference === paymentReference ? 'withdrawn' : 'accepted';
  return offer.state === 'declined' || offer.state === 'expired' ? offer.state : 'withdrawn';
}

function toView(offer: StoredOffer, applicationStatus: string): ApplicationOffer {
  // Staff moved the application on (withdrew the offer, or recorded the family's refusal) while it was open.
  const state = offer.state === 'open' && applicationStatus !== 'offered' ? 'withdrawn' : offer.state;
  return {
    applicationReference: offer.applicationReference,
    feeNaira: offer.feeKobo / 100,
    deadline: offer.deadline.toISOString(),
    madeAt: offer.madeAt.toISOString(),
    state,
    ...(offer.acceptedAt ? { acceptedAt: offer.acceptedAt.toISOString() } : {}),
    ...(offer.paymentReference ? { paymentReference: offer.paymentReference } : {}),
  };
}

/**
 * Offers of a place: made by staff with a fee and a deadline, accepted when the family pays the fee (through the
 * payment feature, granted once), declined by the family, expired by the clock at the deadline.
 */
@Injectable()
export class OffersService implements OnModuleInit {
  private readonly logger = new Logger(OffersService.name);

  constructor(
    @InjectModel(Offer.name) private readonly offers: Model<Offer>,
    @InjectModel(OfferAcceptance.name) private readonly acceptances: Model<OfferAcceptance>,
    @InjectModel(LateFeeSettlement.name) private readonly settlements: Model<LateFeeSettlement>,
    @InjectModel(AcceptanceFeeToSettle.name) private readonly feesToSettle: Model<AcceptanceFeeToSettle>,
    private readonly applications: ApplicationService,
    private readonly payments: PaymentService,
    private readonly jobs: ScheduledJobs,
    private readonly clock: Clock,
    private readonly siteContent: SiteContentService,
    private readonly receipts: Receipts,
    private readonly events: DomainEvents,
    private readonly places: PlacesService,
    private readonly documents: DocumentsService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.payments.onAcceptancePaid((paid) => this.accept(paid));
    this.jobs.define(OFFER_EXPIRY_JOB, (payload, now) => this.expire(String(payload.offerId), now));
    this.events.registerSource(ADMISSIONS_EVENT_SOURCES.feesToSettle, this.feesToSettle as never);
    // The expiry is planned from the offer's own event, so an offer saved by a request that then died still expires.
    this.events.subscribe(
      ADMISSIONS_EVENTS.type('offerMade'),
      'the offer expiry',
      (event: AdmissionsEvent<'offerMade'>) => this.planExpiry(event.payload.offerId),
    );
    await this.copyFeesWrittenOnOffers();
  }

  /**
   * Fees paid after their offer closed that earlier versions wrote on the offer itself (one per offer) become fees to
   * settle like any other. Idempotent: each is inserted under its payment reference, once.
   */
  async copyFeesWrittenOnOffers(): Promise<number> {
    const offers = await this.offers
      .find({ paidAfterClosing: { $exists: true } }, { applicationReference: 1, paidAfterClosing: 1 })
      .lean<StoredOffer[]>()
      .exec();
    let copied = 0;
    for (const offer of offers) {
      const fee = offer.paidAfterClosing;
      if (!fee) continue;
      const recorded = await this.recordFeeToSettle({
        paymentReference: fee.paymentReference,
        applicationReference: offer.applicationReference,
        offerId: String(offer._id),
        paidAt: fee.paidAt,
      });
      if (recorded) copied += 1;
    }
    return copied;
  }

  async latest(reference: string): Promise<ApplicationOffer | null> {
    const offer = await this.offerThatCounts(reference);
    if (!offer) return null;
    const { status } = await this.applications.detail(reference);
    return toView(offer, status);
  }

  /** The latest offer as staff see it: with every acceptance fee that did not accept a place, on any offer. */
  async latestForStaff(reference: string): Promise<ApplicationOffer | null> {
    const view = await this.latest(reference);
    if (!view) return null;
    const fees = await this.feesToSettle
      .find({ applicationReference: String(reference) })
      .sort({ paidAt: 1, _id: 1 })
      .lean<AcceptanceFeeToSettle[]>()
      .exec();
    if (fees.length === 0) return view;
    const offers = new Map(
      (
        await this.offers
          .find({ _id: { $in: [...new Set(fees.map((fee) => fee.offerId))] } })
          .lean<StoredOffer[]>()
          .exec()
      ).map((offer) => [String(offer._id), offer]),
    );
    const settled = new Map(
      (
        await this.settlements
          .find({ _id: { $in: fees.map((fee) => fee._id) } })
          .lean<LateFeeSettlement[]>()
          .exec()
      ).map((settlement) => [
        settlement._id,
        { outcome: settlement.outcome, by: settlement.by, at: settlement.at.toISOString() },
      ]),
    );
    const listed = fees.flatMap((fee): AcceptanceFeeAfterClosing[] => {
      const offer = offers.get(fee.offerId);
      const settlement = settled.get(fee._id);
      // Recorded by a report that lost a race to a retry of the same payment, which then accepted the offer.
      const accepting = offer?.state === 'accepted' && offer.paymentReference === fee._id;
      if (!offer || (accepting && !settlement)) return [];
      return [
        {
          paymentReference: fee._id,
          paidAt: fee.paidAt.toISOString(),
          offerState: whyNotAccepted(offer, fee._id),
          ...(settlement ? { settled: settlement } : {}),
        },
      ];
    });
    return listed.length ? { ...view, feesPaidAfterClosing: listed } : view;
  }

  /**
   * Staff settle an acceptance fee paid after its offer closed: `reinstated` gives the family the place with it (the
   * application moves to Accepted, the family is told, the offer it paid for becomes the accepted one); `refunded`
   * records that the office sent it back. Once per fee: the settlement's unique `_id` is the claim.
   */
  async settleLateFee(reference: string, paymentReference: string, outcome: LateFeeOutcome, by: string) {
    const fee = await this.feesToSettle
      .findOne({ _id: String(paymentReference), applicationReference: String(reference) })
      .lean<AcceptanceFeeToSettle>()
      .exec();
    const offer = fee && (await this.offers.findById(fee.offerId).lean<StoredOffer>().exec());
    if (!fee || !offer) {
      throw new NotFoundException(`No acceptance fee ${paymentReference} paid after closing for this application`);
    }
    const { status } = await this.applications.detail(reference);
    if (outcome === 'reinstated' && !REINSTATE_FROM.includes(status)) {
      throw new ConflictException(
        status === 'offered'
          ? 'An offer is open for this application: the family can accept it, or withdraw it before reinstating'
          : `An application that is ${applicationStatusLabel(status)} cannot be reinstated: refund this fee`,
      );
    }
    try {
      await this.settlements.create({
        _id: fee._id,
        applicationReference: reference,
        outcome,
        by,
        at: new Date(),
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException('This fee has already been settled. Reload the page');
      throw error;
    }
    if (outcome === 'reinstated') {
      const why = OFFER_CLOSED_WORDS[whyNotAccepted(offer, fee._id)];
      const note = `Place reinstated: acceptance fee ${fee._id} paid after ${why}`;
      // The place reinstated takes a seat of its class like an offer; a full class refuses (free or raise one first).
      let seat: Awaited<ReturnType<PlacesService['claim']>>;
      try {
        seat = await this.places.claim(reference, String(offer._id), { feeKobo: offer.feeKobo, deadlineDays: 0 });
      } catch (error) {
        await this.settlements.deleteOne({ _id: fee._id });
        throw error;
      }
      if (!(await this.applications.moveIf(reference, 'accepted', by, REINSTATE_FROM, { note }))) {
        if (seat.created) await this.places.unclaim(reference, String(offer._id));
        await this.settlements.deleteOne({ _id: fee._id });
        throw new ConflictException('The application changed meanwhile. Reload it and try again');
      }
      await this.offers.updateOne(
        { _id: offer._id },
        { $set: { state: 'accepted', acceptedAt: fee.paidAt, paymentReference: fee._id } },
      );
    }
    return { offer: await this.latestForStaff(reference) };
  }

  /** The deadline as the end of its Lagos day and the application, when an offer may be made with them now. */
  async checkOffer(reference: string, request: MakeOfferRequest, now: Date) {
    const deadline = endOfLagosDay(request.deadline);
    // Date parsing rolls 31 February over into March; a deadline the office did not mean is refused instead.
    if (new Date(deadline.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10) !== request.deadline) {
      throw new BadRequestException(fieldRefusal('deadline', 'Enter the deadline as a real date'));
    }
    if (deadline <= now) throw new ConflictException(fieldRefusal('deadline', 'The deadline must be today or later'));
    if (deadline.getTime() - now.getTime() > (OFFER_DEADLINE_MAX_DAYS + 1) * DAY_MS) {
      throw new ConflictException(fieldRefusal('deadline', `Give the family at most ${OFFER_DEADLINE_MAX_DAYS} days`));
    }
    const application = await this.applications.detail(reference);
    if (!OFFER_FROM.includes(application.status)) {
      throw new ConflictException(
        `An application that is ${applicationStatusLabel(application.status)} cannot be offered a place`,
      );
    }
    return { application, deadline };
  }

  /**
   * An offer while documents the class requires are missing goes ahead only with staff's reason: refused without one
   * (409, `documents_missing`, the kinds in `details`), else the history's line naming the documents and the reason.
   * Undefined when nothing is missing. "Offer a place", a prepared offer and its release all ask here.
   */
  async missingDocumentsLine(reference: string, reason: string | undefined): Promise<string | undefined> {
    const missing = await this.documents.missingRequired(reference);
    if (missing.length === 0) return undefined;
    const named = missing.map((kind) => choiceLabel(DOCUMENT_KINDS, kind)).join(', ');
    const given = reason?.slice(0, MISSING_DOCUMENTS_REASON_MAX).trim();
    if (!given) {
      throw new ConflictException(
        codedRefusal<DocumentsMissingDetails>(
          DOCUMENTS_MISSING_CODE,
          `Documents this class requires are missing: ${named}. Give the reason for offering the place without them`,
          { missing },
        ),
      );
    }
    return `Offered with documents missing (${named}). Reason: ${given}`;
  }

  async make(reference: string, request: MakeOfferRequest, by: string): Promise<ApplicationOffer> {
    const now = this.clock.now();
    // The deadline and the status refuse first (a merged or decided application says so, not what it lacks).
    await this.checkOffer(reference, request, now);
    const missingDocuments = await this.missingDocumentsLine(reference, request.missingDocumentsReason);
    // Checked again next to the offer's number and its insert: two racing offers must read the same number, so the
    // unique insert lets one through (the documents' reads in between let a second read the first's number, and
    // FerretDB lets both conditional moves to Offered pass).
    const { deadline } = await this.checkOffer(reference, request, now);
    const previous = await this.latestStored(reference);
    let offer: StoredOffer;
    try {
      offer = (
        await this.offers.create({
          applicationReference: reference,
          number: (previous?.number ?? 0) + 1,
          feeKobo: Math.round(request.feeNaira * 100),
          deadline,
          madeAt: now,
          madeBy: by,
          state: 'open',
        })
      ).toObject();
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException('Another offer was just made for this application');
      throw error;
    }
    // The offer takes a seat of its class (refused with the figures when none is free and staff did not confirm).
    let seat: Awaited<ReturnType<PlacesService['claim']>>;
    try {
      seat = await this.places.claim(
        reference,
        String(offer._id),
        { feeKobo: offer.feeKobo, deadlineDays: Math.max(1, Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS)) },
        { beyondSeats: request.beyondSeats === true },
      );
    } catch (error) {
      await this.offers.deleteOne({ _id: offer._id });
      throw error;
    }
    if (seat.beyondSeats) {
      await this.offers.updateOne({ _id: offer._id }, { $set: { beyondSeats: true } });
      offer = { ...offer, beyondSeats: true };
    }
    // The office replaced an offer still open: withdrawn, not expired (the family did not let it lapse).
    if (previous?.state === 'open') {
      await this.offers.updateOne({ _id: previous._id, state: 'open' }, { $set: { state: 'withdrawn' } });
    }
    // The move to Offered is the offer's moment: it carries the event the letter, the messages and the expiry follow.
    const made = ADMISSIONS_EVENTS.create(
      'offerMade',
      { reference, offerId: String(offer._id), number: offer.number },
      now,
    );
    const moved = await this.applications.moveIf(reference, 'offered', by, OFFER_FROM, {
      note: [request.note, missingDocuments].filter(Boolean).join(' ') || undefined,
      tellFamily: false,
      events: [made],
      deliver: false,
    });
    if (!moved) {
      if (seat.created) await this.places.unclaim(reference, String(offer._id));
      await this.offers.deleteOne({ _id: offer._id });
      throw new ConflictException('The application changed meanwhile. Reload it and try again');
    }
    await this.places.offered(reference);
    stopHereInTests('offer saved');
    await this.applications.deliverEvents(reference);
    return toView(offer, 'offered');
  }

  /** The offer's expiry at its deadline, planned once (the job's key), whoever delivers its event. */
  private async planExpiry(offerId: string): Promise<void> {
    const offer = await this.offers.findById(offerId).lean<StoredOffer>().exec();
    if (!offer) return;
    await this.jobs.schedule(`${OFFER_EXPIRY_JOB}:${offerId}`, OFFER_EXPIRY_JOB, offer.deadline, { offerId });
  }

  /** An offer as its messages need it (the letter, the fee, the deadline); null once it is gone. */
  async madeOffer(offerId: string): Promise<StoredOffer | null> {
    return this.offers.findById(offerId).lean<StoredOffer>().exec();
  }

  /**
   * The family starts paying the acceptance fee of its open offer, before the deadline; not once a fee for it is
   * paid (a second checkout would take the money twice).
   */
  async startAcceptance(reference: string): Promise<InitializePaymentResponse> {
    const { offer } = await this.openOffer(reference);
    const offerId = String(offer._id);
    if ((await this.acceptances.exists({ _id: offerId }).exec()) || (await this.payments.hasPaidAcceptance(offerId))) {
      throw new ConflictException(
        'The acceptance fee for this offer is already paid: there is nothing more to pay. Reload the page to see the receipt.',
      );
    }
    const applicant = await this.applications.applicant(reference);
    return this.payments.initializeAcceptance({
      payer: applicant.payer,
      amountKobo: offer.feeKobo,
      applicationReference: reference,
      offerId,
      childName: applicant.child.fullName,
      returnPath: PARENT_PAGE_PATH,
    });
  }

  async decline(reference: string): Promise<ApplicationOffer> {
    const { offer } = await this.openOffer(reference);
    const moved = await this.applications.moveIf(reference, 'offer_declined', FAMILY, ['offered']);
    if (!moved) throw new ConflictException('This offer is no longer open');
    await this.offers.updateOne({ _id: offer._id, state: 'open' }, { $set: { state: 'declined' } });
    return toView({ ...offer, state: 'declined' }, 'offer_declined');
  }

  /**
   * A paid acceptance fee. The first report of the first fee for an offer claims its acceptance (a unique insert),
   * moves the application to accepted and tells the family; later reports of that fee (the other of callback and
   * webhook, replays) find the claim theirs and do nothing. A fee paid after the deadline still accepts: the checkout
   * could only start while the offer was open. A fee that cannot accept is recorded once, for staff to refund or
   * reinstate: its offer closed otherwise (staff withdrew it, the family declined it), or another fee for the same
   * offer claimed it first (two checkouts started, both paid). Every fee gets the family a receipt and staff a notice.
   */
  private async accept(paid: PaidAcceptance): Promise<void> {
    const claim = await this.claimAcceptance(paid);
    if (claim === 'replay') return;
    if (claim === 'taken') {
      await this.recordFeeToSettle(paid, await this.feePaidEvent(paid, OFFER_CLOSED_WORDS.accepted));
      return;
    }
    try {
      const note = `Acceptance fee paid, ${paid.paymentReference}`;
      // A newer offer replaced this one (staff withdrew it, then offered again): its fee must not take the new one.
      const replaced = await this.replacedByNewerOffer(paid);
      // An offer that expired gave its seat back: its fee accepts only if a seat is still free to take again.
      const late = !replaced && (await this.seatTakenBackBy(paid));
      const moved =
        !replaced &&
        late !== 'full' &&
        ((await this.applications.moveIf(paid.applicationReference, 'accepted', FAMILY, ['offered', 'offer_expired'], {
          note,
          // The family hears of the place (its status) and gets the fee's receipt: both recorded with the move.
          events: [await this.feePaidEvent(paid, undefined)],
        })) ||
          (await this.movedBy(paid.applicationReference, note)));
      if (moved) {
        await this.offers.updateOne(
          { _id: paid.offerId },
          { $set: { state: 'accepted', acceptedAt: paid.paidAt, paymentReference: paid.paymentReference } },
        );
      } else {
        if (late === 'taken') await this.places.unclaim(paid.applicationReference, paid.offerId, paid.paymentReference);
        await this.recordPaidAfterClosing(paid);
      }
    } catch (error) {
      // Let the next report (Paystack retries its webhook) try again.
      await this.acceptances.deleteOne({ _id: paid.offerId, paymentReference: paid.paymentReference });
      throw error;
    }
  }

  /**
   * `won`: this report claimed the offer's acceptance; `replay`: an earlier report of the same fee did; `taken`:
   * another fee for the same offer did.
   */
  private async claimAcceptance(paid: PaidAcceptance): Promise<'won' | 'replay' | 'taken'> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.acceptances.create({ _id: paid.offerId, paymentReference: paid.paymentReference, at: paid.paidAt });
        return 'won';
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const holder = await this.acceptances.findById(paid.offerId).lean<OfferAcceptance>().exec();
        if (holder) return holder.paymentReference === paid.paymentReference ? 'replay' : 'taken';
        // Given back meanwhile by a report that failed: this one tries again, a few times (Paystack retries too).
        if (attempt === 3) throw error;
      }
    }
  }

  /** The event a paid fee is told by: the family's receipt and the staff notice, with what the fee did. */
  private async feePaidEvent(paid: PaidAcceptance, notAcceptedBecause: string | undefined): Promise<DomainEvent> {
    const applicant = await this.applications.applicant(paid.applicationReference);
    return ADMISSIONS_EVENTS.create(
      'acceptancePaid',
      {
        reference: paid.applicationReference,
        paymentReference: paid.paymentReference,
        childName: paid.childName ?? applicant.child.fullName,
        ...(notAcceptedBecause ? { notAcceptedBecause } : {}),
      },
      this.clock.now(),
    );
  }

  /**
   * For a fee paid after its offer expired (the expiry freed the seat): `taken` when it took a seat of the class again,
   * `full` when none is free (the fee is then one to refund or reinstate); `no` when its offer did not expire.
   */
  private async seatTakenBackBy(paid: PaidAcceptance): Promise<'no' | 'taken' | 'full'> {
    const { status } = await this.applications.detail(paid.applicationReference);
    if (status !== 'offer_expired') return 'no';
    const offer = await this.offers.findById(paid.offerId).lean<StoredOffer>().exec();
    try {
      const seat = await this.places.claim(
        paid.applicationReference,
        String(paid.offerId),
        { feeKobo: offer?.feeKobo ?? 0, deadlineDays: 0 },
        { paymentReference: paid.paymentReference },
      );
      return seat.counted ? 'taken' : 'no';
    } catch (error) {
      if (error instanceof ConflictException) return 'full';
      throw error;
    }
  }

  /** A waiting child proposed for a freed place, offered with one tap: the terms of the offer that freed it. */
  async offerProposal(id: string, by: string, missingDocumentsReason?: string): Promise<ApplicationOffer> {
    const proposal = await this.places.openProposal(id);
    if (!proposal.feeKobo || !proposal.deadlineDays) {
      throw new ConflictException('This place has no offer terms to copy: open the application to offer it a place');
    }
    const deadline = new Date(this.clock.now().getTime() + 60 * 60 * 1000 + proposal.deadlineDays * DAY_MS);
    return this.make(
      proposal.applicationReference,
      {
        feeNaira: proposal.feeKobo / 100,
        deadline: deadline.toISOString().slice(0, 10),
        note: 'Offered a freed place from the waiting list.',
        ...(missingDocumentsReason ? { missingDocumentsReason } : {}),
      },
      by,
    );
  }

  private async replacedByNewerOffer(paid: PaidAcceptance): Promise<boolean> {
    const latest = await this.latestStored(paid.applicationReference);
    return latest !== null && String(latest._id) !== String(paid.offerId);
  }

  /**
   * Whether an earlier report of this payment already moved the application (its history names the payment): a
   * retry after a failure must not take the place it took for a fee paid too late.
   */
  private async movedBy(reference: string, note: string): Promise<boolean> {
    const { history } = await this.applications.detail(reference);
    return history.some((change) => change.status === 'accepted' && change.note === note);
  }

  /** The fee that claimed a closed offer, for the office to settle (settleLateFee), told with why it did not accept. */
  private async recordPaidAfterClosing(paid: PaidAcceptance): Promise<void> {
    const offer = await this.offers.findById(paid.offerId).lean<StoredOffer>().exec();
    if (!offer) throw new Error(`Acceptance fee ${paid.paymentReference} names offer ${paid.offerId}, which is gone`);
    const because = OFFER_CLOSED_WORDS[whyNotAccepted(offer, paid.paymentReference)];
    await this.recordFeeToSettle(paid, await this.feePaidEvent(paid, because));
  }

  /**
   * Once per payment (its reference is the `_id`), with the event that tells of the fee when there is one (fees copied
   * from older records were told of then); answers whether this call recorded it.
   */
  private async recordFeeToSettle(
    paid: Pick<PaidAcceptance, 'paymentReference' | 'applicationReference' | 'offerId' | 'paidAt'>,
    told?: DomainEvent,
  ): Promise<boolean> {
    try {
      await this.feesToSettle.create({
        _id: paid.paymentReference,
        applicationReference: paid.applicationReference,
        offerId: String(paid.offerId),
        paidAt: paid.paidAt,
        ...(told ? { pendingEvents: pendingEventsOf(told) } : {}),
      });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    if (told) await this.events.deliverFrom(ADMISSIONS_EVENT_SOURCES.feesToSettle, { _id: paid.paymentReference });
    this.logger.warn(
      `Acceptance fee ${paid.paymentReference} paid for ${paid.applicationReference} did not accept its offer: ` +
        'recorded for staff to refund or reinstate',
    );
    return true;
  }

  /** The expiry job at the deadline: an offer still open and unpaid expires, and the family is told. */
  private async expire(offerId: string, now: Date): Promise<Date | undefined> {
    const offer = await this.offers.findById(offerId).lean<StoredOffer>().exec();
    if (!offer || offer.state !== 'open') return undefined;
    if (offer.deadline > now) return offer.deadline;
    if (await this.acceptances.exists({ _id: offerId }).exec()) return undefined;
    await this.offers.updateOne({ _id: offer._id, state: 'open' }, { $set: { state: 'expired' } });
    await this.applications.moveIf(offer.applicationReference, 'offer_expired', SYSTEM, ['offered'], {
      note: 'The acceptance fee was not paid by the deadline',
    });
    return undefined;
  }

  private async openOffer(reference: string) {
    const application = await this.applications.detail(reference);
    const offer = await this.latestStored(reference);
    if (!offer || offer.state !== 'open' || application.status !== 'offered') {
      throw new ConflictException('This application has no open offer');
    }
    if (offer.deadline <= this.clock.now()) throw new ConflictException('The deadline to accept this offer has passed');
    return { offer };
  }

  private latestStored(reference: string): Promise<StoredOffer | null> {
    return this.offers
      .findOne({ applicationReference: String(reference) })
      .sort({ number: -1 })
      .lean<StoredOffer>()
      .exec();
  }

  /**
   * The offer the family holds its place by, once it has one (a place reinstated with a late fee is held by an older
   * offer than the latest); otherwise the latest.
   */
  private async offerThatCounts(reference: string): Promise<StoredOffer | null> {
    const accepted = await this.offers
      .findOne({ applicationReference: String(reference), state: 'accepted' })
      .lean<StoredOffer>()
      .exec();
    return accepted ?? this.latestStored(reference);
  }

  /** The receipt of the fee that holds the family's place, as a PDF; 404 until one does. */
  async receipt(reference: string): Promise<Uint8Array> {
    const offer = await this.offerThatCounts(reference);
    const paid =
      offer?.state === 'accepted' && offer.paymentReference
        ? await this.payments.paidAcceptance(offer.paymentReference)
        : null;
    if (!paid) throw new NotFoundException('No acceptance fee has been paid for this application yet');
    const applicant = await this.applications.applicant(reference);
    return (await this.receipts.acceptanceFee(acceptanceFeeOf(paid, paid.childName ?? applicant.child.fullName))).pdf;
  }

  /** The letter of the offer that counts, as a PDF. */
  async letter(reference: string): Promise<Uint8Array> {
    const offer = await this.offerThatCounts(reference);
    if (!offer) throw new NotFoundException('This application has no offer');
    return renderOfferLetter(await this.applications.applicant(reference), offer, await this.siteContent.settings());
  }
}
