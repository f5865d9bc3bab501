import { randomInt } from 'node:crypto';
import { PrivacyNotices } from '../../content';
import type { ApplicationSubmission } from './application-body.pipe';
import {
  BadRequestException,
  ConflictException,
  GoneException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import {
  APPLICATION_LOOKUP_NOT_FOUND,
  APPLICATION_REFERENCE_ALPHABET,
  APPLICATION_REFERENCE_GROUP_LENGTH,
  APPLICATION_REFERENCE_GROUPS,
  APPLICATION_STATUSES,
  applicationStatusLabel,
  type ApplicationDetail,
  type ApplicationStatusLookup,
  type ApplicationStatusQuery,
  type ApplicationStatusValue,
  type ApplicationSummary,
  fieldErrorsAnswer,
  FAMILY_ANSWER_FIELDS,
  type FamilyAnswers,
  formatApplicationReference,
  MERGE_FROM,
  MERGED_FOR_FAMILY,
  OFFER_FROM,
  PAID_FORM_ALREADY_USED,
  type PagedList,
  type ParentApplicationView,
  staffMayMove,
} from '@icast/contracts';
import { containsText, findPage, readAll } from '../../platform/http/pagination';
import { type DomainEvent, eventsToSet, pendingEventsOf } from '../../platform/domain-events/domain-event';
import { DomainEvents } from '../../platform/domain-events/domain-events.service';
import { ADMISSIONS_EVENT_SOURCES, ADMISSIONS_EVENTS } from '../admissions-events';
import { FamilyLinkRequests } from '../family-access/family-link-requests';
import { PaymentService } from '../../payments';
import { ParentLinks } from '../family-access/parent-links';
import { ParentSessions } from '../family-access/parent-sessions';
import type { ParentGrant } from '../family-access/parent-token';
import { type Applicant, APPLICANT_PROJECTION, applicantOf, STORED_ANSWER } from './applicant';
import { Assessment } from '../assessments/assessment.schema';
import { Application } from './application.schema';
import { PaidFormUse } from './paid-form-use.schema';
import { parentView } from './parent-view';
import { DocumentChecklists } from '../documents/document-checklist';
import type { ApplicationListFilter, ApplicationListQueryDto } from './dto/application-list.query';
import { isDuplicateKey } from '../../platform/database/duplicate-key';

/** A clash among 30^12 references is all but impossible; the unique index still decides, and a clash draws again. */
const MAX_REFERENCE_ATTEMPTS = 8;
const REFERENCE_LENGTH = APPLICATION_REFERENCE_GROUPS * APPLICATION_REFERENCE_GROUP_LENGTH;

type StoredApplication = Application & { _id: unknown };

/** An application as the search for duplicates reads it: who the child is and how to reach the family. */
export interface ApplicationIdentity {
  reference: string;
  status: ApplicationStatusValue;
  submittedAt: string;
  applicant: Applicant;
}

/** Every reader of applications leaves merged ones out, unless it names the application or asks for `merged`. */
const LIVE: FilterQuery<Application> = { status: { $ne: 'merged' } };

/**
 * ICAST-2025-7KQM-4XHP-9RTD: random characters from a cryptographic source rather than a shared counter, so a
 * reference cannot be guessed from another and no hot counter document serialises an admissions-night rush.
 */
function newReference(year: number): string {
  const characters = Array.from(
    { length: REFERENCE_LENGTH },
    () => APPLICATION_REFERENCE_ALPHABET[randomInt(APPLICATION_REFERENCE_ALPHABET.length)],
  ).join('');
  return formatApplicationReference(year, characters);
}

/** Newest first; _id keeps applications submitted in the same millisecond in one order across pages. */
const NEWEST_FIRST = { submittedAt: -1, _id: -1 } as const;
const SEARCHED_FIELDS = ['reference', STORED_ANSWER.surname, STORED_ANSWER.firstname];
/** The answers that name the place applied for: the list's columns, the seats' rows. */
const PLACE_FIELDS = ['classAppliedFor', 'campus', 'attendance', 'startTerm'] as const;

/** The place an application applies for, as stored, and how many applications in one status apply for it. */
export interface PlaceCount {
  classAppliedFor: string;
  campus: string;
  startTerm: string;
  attendance: string;
  status: ApplicationStatusValue;
  count: number;
}

/** Told of every status change, after it is stored (the seats free a place an application no longer holds). */
export type StatusMoveListener = (reference: string, status: ApplicationStatusValue) => Promise<void>;

@Injectable()
export class ApplicationService implements OnModuleInit {
  private readonly moveListeners: StatusMoveListener[] = [];

  constructor(
    @InjectModel(Application.name) private readonly applications: Model<Application>,
    @InjectModel(PaidFormUse.name) private readonly formUses: Model<PaidFormUse>,
    @InjectModel(Assessment.name) private readonly assessments: Model<Assessment>,
    private readonly payments: PaymentService,
    private readonly parentLinks: ParentLinks,
    private readonly parentSessions: ParentSessions,
    private readonly linkRequests: FamilyLinkRequests,
    private readonly events: DomainEvents,
    private readonly notices: PrivacyNotices,
    private readonly checklists: DocumentChecklists,
  ) {}

  onModuleInit(): void {
    this.events.registerSource(ADMISSIONS_EVENT_SOURCES.applications, this.applications as never);
  }

  /**
   * A paid form admits one application: the form is claimed (its reference as a unique `_id`) before the application
   * is stored, so of several sent at once with one form exactly one lands and the others are told to buy another.
   */
  async submit({ fields, privacyNoticeVersion, healthConsent }: ApplicationSubmission): Promise<string> {
    const now = new Date();
    const privacyNotice = await this.notices.seen(privacyNoticeVersion, now);
    const form = fields.formReference;
    if (form) await this.assertFormUsable(form);
    let reference = newReference(now.getUTCFullYear());
    if (form) await this.claimForm(form, reference, now);
    for (let attempt = 1; ; attempt++) {
      try {
        await this.applications.create({
          reference,
          fields,
          healthConsent: { given: healthConsent, at: now },
          ...(privacyNotice ? { privacyNotice } : {}),
          status: 'received',
          history: [{ status: 'received', by: 'applicant', at: now }],
          submittedAt: now,
          updatedAt: now,
          pendingEvents: pendingEventsOf(ADMISSIONS_EVENTS.create('applicationReceived', { reference }, now)),
        });
        break;
      } catch (error) {
        // The unique index on reference is the guarantee; on a clash, draw again (the form's claim follows it).
        if (isDuplicateKey(error) && attempt < MAX_REFERENCE_ATTEMPTS) {
          const next = newReference(now.getUTCFullYear());
          if (form)
            await this.formUses.updateOne(
              { _id: form, applicationReference: reference },
              { $set: { applicationReference: next } },
            );
          reference = next;
          continue;
        }
        if (form) await this.formUses.deleteOne({ _id: form, applicationReference: reference });
        throw error;
      }
    }
    await this.deliverEvents(reference);
    return reference;
  }

  /** Paid, and not on an application stored before forms were claimed (nor claimed since). */
  private async assertFormUsable(form: string): Promise<void> {
    if (!(await this.payments.isPaid(form))) {
      throw new BadRequestException(
        fieldErrorsAnswer([
          {
            field: 'formReference',
            message: 'No paid application form has this reference. Check the receipt, or leave it blank',
          },
        ]),
      );
    }
    const used =
      (await this.formUses.exists({ _id: form }).exec()) ??
      (await this.applications.exists({ [STORED_ANSWER.formReference]: form }).exec());
    if (used) throw new ConflictException(PAID_FORM_ALREADY_USED);
  }

  /** Whether an application (online, or one stored before forms were claimed) names this paid form. */
  async formUsed(form: string): Promise<boolean> {
    return (
      ((await this.formUses.exists({ _id: form }).exec()) ??
        (await this.applications.exists({ [STORED_ANSWER.formReference]: form }).exec())) !== null
    );
  }

  private async claimForm(form: string, reference: string, at: Date): Promise<void> {
    try {
      await this.formUses.create({ _id: form, applicationReference: reference, at });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(PAID_FORM_ALREADY_USED);
      throw error;
    }
  }

  /**
   * One indexed query asks for the reference and the date of birth together, so an unknown reference and a wrong
   * date of birth take the same path, the same time and get the same 404.
   */
  async statusOf({ reference, dob }: ApplicationStatusQuery): Promise<ApplicationStatusLookup> {
    const row = await this.applications
      .findOne(
        { reference: String(reference), [STORED_ANSWER.dateOfBirth]: String(dob) },
        { status: 1, submittedAt: 1, updatedAt: 1 },
      )
      .lean()
      .exec();
    if (!row) throw new NotFoundException(APPLICATION_LOOKUP_NOT_FOUND);
    const { status, submittedAt, updatedAt } = row;
    return { reference, status, submittedAt: submittedAt.toISOString(), updatedAt: updatedAt.toISOString() };
  }

  /** One page, newest first, filtered as the staff list asks. */
  async list(query: ApplicationListQueryDto): Promise<PagedList<ApplicationSummary>> {
    const filter = await this.listFilter(query);
    return findPage(this.applications, { filter, sort: NEWEST_FIRST, query }, (row) => this.summaryOf(row));
  }

  /**
   * Every application the staff list's filters select (all its pages), oldest first, as applicants: the families a
   * message from the office goes to. The same filter as `list`, so the message reaches exactly what the list shows.
   */
  async selected(query: ApplicationListFilter): Promise<Applicant[]> {
    const rows = await this.applications
      .find(await this.listFilter(query), { reference: 1, submittedAt: 1, fields: 1 })
      .sort({ submittedAt: 1, _id: 1 })
      .lean()
      .exec();
    return rows.map((row) => applicantOf(row));
  }

  private async listFilter(query: ApplicationListFilter): Promise<FilterQuery<Application>> {
    const assessed = query.assessed
      ? (await this.assessments.find({}, { _id: 1 }).lean<Array<{ _id: string }>>().exec()).map((row) => row._id)
      : [];
    return {
      ...containsText<Application>(query.q, SEARCHED_FIELDS),
      ...(query.status ? { status: query.status } : LIVE),
      ...(query.classAppliedFor ? { [STORED_ANSWER.classAppliedFor]: query.classAppliedFor } : {}),
      ...(query.campus ? { [STORED_ANSWER.campus]: query.campus } : {}),
      ...(query.assessed ? { reference: { [query.assessed === 'yes' ? '$in' : '$nin']: assessed } } : {}),
      ...(query.attendance ? { [STORED_ANSWER.attendance]: query.attendance } : {}),
      ...(query.startTerm ? { [STORED_ANSWER.startTerm]: query.startTerm } : {}),
    };
  }

  /** Every live application with its applicant, newest first, read from a cursor (the CSV export, the pipeline). */
  exportAll(): AsyncGenerator<ApplicationSummary & { applicant: Applicant }> {
    return readAll(
      this.applications,
      NEWEST_FIRST,
      (row) => ({ ...this.summaryOf(row), applicant: applicantOf(row) }),
      LIVE,
    );
  }

  /** Every live application's child and contacts, oldest first, from a cursor (the search for duplicates). */
  async *liveIdentities(): AsyncGenerator<ApplicationIdentity> {
    const cursor = this.applications
      .find(LIVE, APPLICANT_PROJECTION)
      .sort({ submittedAt: 1, _id: 1 })
      .lean<StoredApplication>()
      .cursor();
    for await (const row of cursor) yield this.identityOf(row as StoredApplication);
  }

  /** These applications' child and contacts, merged or not (a merge shows both sides). */
  async identities(references: readonly string[]): Promise<Map<string, ApplicationIdentity>> {
    const rows = await this.applications
      .find({ reference: { $in: references.map(String) } }, APPLICANT_PROJECTION)
      .lean<StoredApplication[]>()
      .exec();
    return new Map(rows.map((row) => [row.reference, this.identityOf(row)]));
  }

  async detail(reference: string): Promise<ApplicationDetail> {
    const row = await this.find(reference);
    return {
      ...this.summaryOf(row),
      fields: row.fields,
      history: row.history.map(({ status, note, by, at }) => ({
        status,
        ...(note !== undefined ? { note } : {}),
        by,
        at: at.toISOString(),
      })),
      ...(row.merge ? { merge: { into: row.merge.into, by: row.merge.by, at: row.merge.at.toISOString() } } : {}),
      ...(row.healthConsent
        ? { healthConsent: { given: row.healthConsent.given, at: row.healthConsent.at.toISOString() } }
        : {}),
      ...(row.privacyNotice
        ? { privacyNotice: { version: row.privacyNotice.version, seenAt: row.privacyNotice.seenAt.toISOString() } }
        : {}),
    };
  }

  /** The child and family of one application, merged or not. */
  async applicant(reference: string): Promise<Applicant> {
    return applicantOf(await this.find(reference));
  }

  /** For the dashboard: every live application, or those in one status. */
  count(status?: ApplicationStatusValue): Promise<number> {
    return this.applications.countDocuments(status ? { status } : LIVE).exec();
  }

  /** For the dashboard's weekly chart. */
  async submittedDatesSince(since: Date): Promise<Date[]> {
    const rows = await this.applications
      .find({ submittedAt: { $gte: since }, ...LIVE }, { submittedAt: 1 })
      .lean()
      .exec();
    return rows.map((row) => row.submittedAt);
  }

  /**
   * A status change by staff: only the moves the status table allows from the current status. Offers, acceptance,
   * expiry and bookings move applications through `moveIf` instead, from the statuses they name.
   */
  async changeStatus(
    reference: string,
    status: ApplicationStatusValue,
    by: string,
    note?: string,
    { tellFamily = true, batch }: { tellFamily?: boolean; batch?: { id: string; familyMessage?: string } } = {},
  ): Promise<ApplicationDetail> {
    const { status: current, merge } = await this.find(reference);
    if (merge) {
      throw new ConflictException(
        `This application was merged into ${merge.into}: undo the merge on the Duplicates page to change it.`,
      );
    }
    if (!staffMayMove(current, status)) {
      const moves = APPLICATION_STATUSES[current].staffMoves.map(applicationStatusLabel);
      throw new ConflictException(
        `An application that is ${applicationStatusLabel(current)} cannot be moved to ` +
          `${applicationStatusLabel(status)}. ` +
          (moves.length
            ? `From ${applicationStatusLabel(current)} it can go to: ${moves.join(', ')}.`
            : 'It is final.') +
          (status === 'offered' && OFFER_FROM.includes(current)
            ? ' Use "Offer a place", with a fee and a deadline.'
            : ''),
      );
    }
    const moved = await this.moveIf(reference, status, by, [current], { note, tellFamily, batch });
    if (!moved) throw new ConflictException('The application changed meanwhile. Reload it and try again');
    return this.detail(reference);
  }

  /**
   * Moves the application to `status` when it is in one of `from` and records who and why, with the events of the
   * move in the same write: the family hears of the new status unless `tellFamily` is false, and `events` (an offer
   * made, an acceptance fee paid) go with it. Answers whether it moved (false: it was elsewhere, e.g. already moved by
   * a racing request). The events are delivered at once unless `deliver` is false: `batch` names a change made to many
   * applications at once (the pipeline), whose events the caller delivers when all have moved (`deliverEvents`).
   */
  async moveIf(
    reference: string,
    status: ApplicationStatusValue,
    by: string,
    from: readonly ApplicationStatusValue[],
    {
      note,
      tellFamily = true,
      events = [],
      batch,
      deliver = !batch,
    }: {
      note?: string;
      tellFamily?: boolean;
      events?: DomainEvent[];
      batch?: { id: string; familyMessage?: string };
      deliver?: boolean;
    } = {},
  ): Promise<boolean> {
    const at = new Date();
    const told = tellFamily
      ? [
          ADMISSIONS_EVENTS.create(
            'applicationStatusChanged',
            {
              reference,
              status,
              ...(batch ? { batch: batch.id } : {}),
              ...(batch?.familyMessage ? { familyMessage: batch.familyMessage } : {}),
            },
            at,
          ),
        ]
      : [];
    const change = { status, by, at, ...(note ? { note } : {}), ...(batch ? { batch: batch.id } : {}) };
    const updated = await this.applications
      .updateOne(
        { reference: String(reference), status: { $in: [...from] } },
        { $set: { status, updatedAt: at, ...eventsToSet(...told, ...events) }, $push: { history: change } },
      )
      .exec();
    if (updated.modifiedCount === 0) return false;
    for (const listener of this.moveListeners) await listener(reference, status);
    if (deliver) await this.deliverEvents(reference);
    return true;
  }

  /** Calls `listener` after each status change `moveIf` stores (every change of status goes through it). */
  onMoved(listener: StatusMoveListener): void {
    this.moveListeners.push(listener);
  }

  /** How many applications in each of `statuses` apply for each place (class, campus, start term, day or boarding). */
  async placeCounts(statuses: readonly ApplicationStatusValue[]): Promise<PlaceCount[]> {
    const rows = await this.applications
      .aggregate<{ _id: Omit<PlaceCount, 'count'>; count: number }>([
        { $match: { status: { $in: [...statuses] } } },
        {
          $group: {
            _id: {
              classAppliedFor: `$${STORED_ANSWER.classAppliedFor}`,
              campus: `$${STORED_ANSWER.campus}`,
              startTerm: `$${STORED_ANSWER.startTerm}`,
              attendance: `$${STORED_ANSWER.attendance}`,
              status: '$status',
            },
            count: { $sum: 1 },
          },
        },
      ])
      .exec();
    return rows.map(({ _id, count }) => ({
      classAppliedFor: _id.classAppliedFor ?? '',
      campus: _id.campus ?? '',
      startTerm: _id.startTerm ?? '',
      attendance: _id.attendance ?? '',
      status: _id.status,
      count,
    }));
  }

  /** The references of the applications for one place in one of `statuses`. */
  async forPlace(
    place: { classAppliedFor: string; campus: string; startTerm: string; attendance: string },
    statuses: readonly ApplicationStatusValue[],
  ): Promise<string[]> {
    const rows = await this.applications
      .find(
        {
          status: { $in: [...statuses] },
          [STORED_ANSWER.classAppliedFor]: String(place.classAppliedFor),
          [STORED_ANSWER.campus]: String(place.campus),
          [STORED_ANSWER.startTerm]: String(place.startTerm),
          [STORED_ANSWER.attendance]: String(place.attendance),
        },
        { reference: 1 },
      )
      .lean()
      .exec();
    return rows.map((row) => row.reference);
  }

  /** The status of each of these applications. */
  async statusesOf(references: readonly string[]): Promise<Map<string, ApplicationStatusValue>> {
    const rows = await this.applications
      .find({ reference: { $in: references.map(String) } }, { reference: 1, status: 1 })
      .lean()
      .exec();
    return new Map(rows.map((row) => [row.reference, row.status]));
  }

  /** Delivers the events recorded on these applications now (the sweep delivers whatever this does not). */
  async deliverEvents(...references: string[]): Promise<void> {
    await this.events.deliverFrom(ADMISSIONS_EVENT_SOURCES.applications, {
      reference: { $in: references.map(String) },
    });
  }

  /** The applications moved by one change to many at once (the pipeline's batch), with the status each moved to. */
  async movedInBatch(batch: string): Promise<Array<{ applicant: Applicant; status: ApplicationStatusValue }>> {
    const rows = await this.applications
      .find({ 'history.batch': String(batch) })
      .sort({ submittedAt: 1, _id: 1 })
      .lean<StoredApplication[]>()
      .exec();
    return rows.flatMap((row) => {
      const change = row.history.find((entry) => entry.batch === batch);
      return change ? [{ applicant: applicantOf(row), status: change.status }] : [];
    });
  }

  /** The applications in one status with their answers, oldest change first (the waiting list). */
  async inStatus(status: ApplicationStatusValue): Promise<Array<ApplicationSummary & { applicant: Applicant }>> {
    const rows = await this.applications.find({ status }).sort({ updatedAt: 1, _id: 1 }).lean().exec();
    return rows.map((row) => ({ ...this.summaryOf(row), applicant: applicantOf(row) }));
  }

  /** The applications a parent's link opens: all made with its e-mail (siblings together), or the one it names. */
  async forParent(grant: ParentGrant): Promise<ParentApplicationView[]> {
    const rows = await this.applications.find(this.parentFilter(grant)).sort(NEWEST_FIRST).lean().exec();
    const documentsFor = await this.checklists.reader();
    return rows.map((row) => parentView(row, documentsFor));
  }

  /**
   * The parents' answers of the newest application the link opens (merged ones aside), for a sibling's form: only
   * FAMILY_ANSWER_FIELDS, so nothing of the child travels, and only this family's, as the link decides.
   */
  async familyAnswersFor(grant: ParentGrant): Promise<FamilyAnswers> {
    const row = await this.applications
      .findOne({ $and: [this.parentFilter(grant), { status: { $ne: 'merged' } }] }, { reference: 1, fields: 1 })
      .sort(NEWEST_FIRST)
      .lean()
      .exec();
    if (!row) return { answers: {} };
    const stored = (row.fields ?? {}) as Record<string, unknown>;
    const answers = Object.fromEntries(
      FAMILY_ANSWER_FIELDS.flatMap((name) => {
        const value = stored[name];
        return typeof value === 'string' && value !== '' ? [[name, value]] : [];
      }),
    );
    return { answers, from: row.reference };
  }

  /**
   * Refuses (404, as for a reference that does not exist) an application the parent's link does not open, and
   * (410) one merged into another: nothing more is done on it, and it never leads to the application it joined.
   */
  async assertParentMayOpen(grant: ParentGrant, reference: string): Promise<void> {
    // Both conditions, never one object: a link for one reference spread under `reference` would be overwritten.
    const found = await this.applications
      .findOne({ $and: [this.parentFilter(grant), { reference: String(reference) }] }, { status: 1 })
      .lean()
      .exec();
    if (!found) throw new NotFoundException('None of your applications has this reference');
    if (found.status === 'merged') throw new GoneException(MERGED_FOR_FAMILY);
  }

  /**
   * A fresh link to the e-mail, only when some application was made with it; the caller answers the same either way.
   * At most one per address in ten minutes (the request's claim); the links and sessions issued before it for that
   * address and its applications end with it (not when one was already asked for in these ten minutes: that one
   * stays the newest). Messaging sends it, on the request's event.
   */
  async sendParentLink(email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    const rows = await this.applications
      .find({ [STORED_ANSWER.email]: address }, { reference: 1 })
      .lean()
      .exec();
    if (rows.length === 0) return;
    const now = this.parentLinks.now();
    const request = await this.linkRequests.claim(address, now);
    if (!request) return;
    await this.parentSessions.endBefore(
      [
        { scope: 'email', subject: address },
        ...rows.map((row) => ({ scope: 'reference' as const, subject: row.reference })),
      ],
      now,
    );
    await this.linkRequests.deliver(request);
  }

  /**
   * Joins the application with `into` (status `merged`, the status it had kept for Undo) by one conditional update
   * from the status it was read in, which must be one of `from`. Answers false when it was not in one of them (or
   * moved meanwhile). The caller holds the merge's claim; `updatedAt` is left alone, so Undo restores it exactly.
   */
  async markMerged(
    reference: string,
    into: string,
    by: string,
    at: Date,
    from: readonly ApplicationStatusValue[] = MERGE_FROM,
  ): Promise<boolean> {
    const { status } = await this.find(reference);
    if (status === 'merged' || !from.includes(status)) return false;
    const updated = await this.applications
      .updateOne(
        { reference: String(reference), status },
        { $set: { status: 'merged', merge: { into, statusBefore: status, by, at } } },
      )
      .exec();
    return updated.modifiedCount === 1;
  }

  /** Undoes markMerged: the status it had, no merge. Answers false when it is not merged. */
  async unmarkMerged(reference: string): Promise<boolean> {
    const { status, merge } = await this.find(reference);
    if (status !== 'merged' || !merge) return false;
    const updated = await this.applications
      .updateOne(
        { reference: String(reference), status: 'merged' },
        { $set: { status: merge.statusBefore }, $unset: { merge: 1 } },
      )
      .exec();
    return updated.modifiedCount === 1;
  }

  private parentFilter(grant: ParentGrant): FilterQuery<Application> {
    return grant.scope === 'email' ? { [STORED_ANSWER.email]: grant.subject } : { reference: grant.subject };
  }

  private identityOf(row: StoredApplication): ApplicationIdentity {
    return {
      reference: row.reference,
      status: row.status,
      submittedAt: row.submittedAt.toISOString(),
      applicant: applicantOf(row),
    };
  }

  private summaryOf(row: StoredApplication): ApplicationSummary {
    const applicant = applicantOf(row);
    return {
      reference: row.reference,
      surname: applicant.child.surname,
      firstname: applicant.child.firstname,
      status: row.status,
      submittedAt: row.submittedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      ...Object.fromEntries(
        PLACE_FIELDS.flatMap((name) => (applicant.stored(name) ? [[name, applicant.stored(name)]] : [])),
      ),
    };
  }

  private async find(reference: string): Promise<StoredApplication> {
    const row = await this.applications
      .findOne({ reference: String(reference) })
      .lean()
      .exec();
    if (!row) throw new NotFoundException('No application has this reference');
    return row;
  }
}
