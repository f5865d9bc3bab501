import { randomInt } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
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
  fieldProblem,
  formatApplicationReference,
  OFFER_FROM,
  type PagedList,
  type ParentApplicationView,
  staffMayMove,
} from '@icast/contracts';
import { containsText, findPage, readAll } from '../common/pagination';
import { AdmissionsMessages } from '../notifications/admissions-messages';
import { queueAfterEvent } from '../outbox/after-event';
import { PaymentService } from '../payment/payment.service';
import { ParentLinks } from '../parent-access/parent-links';
import type { ParentGrant } from '../parent-access/parent-token';
import { Application } from './application.schema';
import { parentView } from './parent-view';
import type { ApplicationListQueryDto } from './dto/application-list.query';
import { isDuplicateKey } from '../database/duplicate-key';

/** A clash among 30^12 references is all but impossible; the unique index still decides, and a clash draws again. */
const MAX_REFERENCE_ATTEMPTS = 8;
const REFERENCE_LENGTH = APPLICATION_REFERENCE_GROUPS * APPLICATION_REFERENCE_GROUP_LENGTH;

type StoredApplication = Application & { _id: unknown };

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
const SEARCHED_FIELDS = ['reference', 'fields.surname', 'fields.firstname'];

@Injectable()
export class ApplicationService {
  private readonly logger = new Logger(ApplicationService.name);

  constructor(
    @InjectModel(Application.name) private readonly applications: Model<Application>,
    private readonly messages: AdmissionsMessages,
    private readonly payments: PaymentService,
    private readonly parentLinks: ParentLinks,
  ) {}

  async submit(fields: Record<string, string>): Promise<string> {
    if (fields.formReference && !(await this.payments.isPaid(fields.formReference))) {
      throw new BadRequestException(
        fieldProblem(
          'formReference',
          'No paid application form has this reference. Check the receipt, or leave it blank',
        ),
      );
    }
    const now = new Date();
    for (let attempt = 1; ; attempt++) {
      try {
        const reference = newReference(now.getUTCFullYear());
        await this.applications.create({
          reference,
          fields,
          status: 'received',
          history: [{ status: 'received', by: 'applicant', at: now }],
          submittedAt: now,
          updatedAt: now,
        });
        await queueAfterEvent(this.logger, `application ${reference}`, () =>
          this.messages.applicationSubmitted(
            { reference, fields, submittedAt: now },
            this.parentLinks.linkFor('email', fields.parentEmail ?? ''),
          ),
        );
        return reference;
      } catch (error) {
        // The unique index on reference is the guarantee; on a clash, draw again.
        if (!isDuplicateKey(error) || attempt >= MAX_REFERENCE_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * One indexed query asks for the reference and the date of birth together, so an unknown reference and a wrong
   * date of birth take the same path, the same time and get the same 404.
   */
  async statusOf({ reference, dob }: ApplicationStatusQuery): Promise<ApplicationStatusLookup> {
    const row = await this.applications
      .findOne({ reference: String(reference), 'fields.dob': String(dob) }, { status: 1, submittedAt: 1, updatedAt: 1 })
      .lean()
      .exec();
    if (!row) throw new NotFoundException(APPLICATION_LOOKUP_NOT_FOUND);
    const { status, submittedAt, updatedAt } = row;
    return { reference, status, submittedAt: submittedAt.toISOString(), updatedAt: updatedAt.toISOString() };
  }

  /** One page, newest first, filtered as the staff list asks. */
  list(query: ApplicationListQueryDto): Promise<PagedList<ApplicationSummary>> {
    const filter: FilterQuery<Application> = {
      ...containsText<Application>(query.q, SEARCHED_FIELDS),
      ...(query.status ? { status: query.status } : {}),
      ...(query.classAppliedFor ? { 'fields.classAppliedFor': query.classAppliedFor } : {}),
      ...(query.campus ? { 'fields.campus': query.campus } : {}),
    };
    return findPage(this.applications, { filter, sort: NEWEST_FIRST, query }, (row) => this.summaryOf(row));
  }

  /** Every application with its answers, newest first, read from a cursor (the CSV export). */
  exportAll(): AsyncGenerator<ApplicationSummary & { fields: Record<string, string> }> {
    return readAll(this.applications, NEWEST_FIRST, (row) => ({ ...this.summaryOf(row), fields: row.fields }));
  }

  async detail(reference: string): Promise<ApplicationDetail> {
    const row = await this.find(reference);
    return {
      ...this.summaryOf(row),
      fields: row.fields,
      history: row.history.map((change) => ({ ...change, at: change.at.toISOString() })),
    };
  }

  /** For the dashboard: every application, or those in one status. */
  count(status?: ApplicationStatusValue): Promise<number> {
    return this.applications.countDocuments(status ? { status } : {}).exec();
  }

  /** For the dashboard's weekly chart. */
  async submittedDatesSince(since: Date): Promise<Date[]> {
    const rows = await this.applications
      .find({ submittedAt: { $gte: since } }, { submittedAt: 1 })
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
    { tellFamily = true }: { tellFamily?: boolean } = {},
  ): Promise<ApplicationDetail> {
    const current = (await this.find(reference)).status;
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
    const moved = await this.moveIf(reference, status, by, [current], { note, tellFamily });
    if (!moved) throw new ConflictException('The application changed meanwhile. Reload it and try again');
    return this.detail(reference);
  }

  /**
   * Moves the application to `status` when it is in one of `from`, records who and why, and tells the family unless
   * asked not to. Answers whether it moved (false: it was elsewhere, e.g. already moved by a racing request).
   */
  async moveIf(
    reference: string,
    status: ApplicationStatusValue,
    by: string,
    from: readonly ApplicationStatusValue[],
    { note, tellFamily = true }: { note?: string; tellFamily?: boolean } = {},
  ): Promise<boolean> {
    const at = new Date();
    const updated = await this.applications
      .updateOne(
        { reference: String(reference), status: { $in: [...from] } },
        { $set: { status, updatedAt: at }, $push: { history: { status, by, at, ...(note ? { note } : {}) } } },
      )
      .exec();
    if (updated.modifiedCount === 0) return false;
    if (!tellFamily) return true;
    const row = await this.find(reference);
    const facts = { reference, fields: row.fields, submittedAt: row.submittedAt };
    await queueAfterEvent(this.logger, `application ${reference}`, () =>
      this.messages.applicationStatusChanged(facts, status, row.history.length - 1),
    );
    return true;
  }

  /** The applications in one status with their answers, oldest change first (the waiting list). */
  async inStatus(
    status: ApplicationStatusValue,
  ): Promise<Array<ApplicationSummary & { fields: Record<string, string> }>> {
    const rows = await this.applications.find({ status }).sort({ updatedAt: 1, _id: 1 }).lean().exec();
    return rows.map((row) => ({ ...this.summaryOf(row), fields: row.fields }));
  }

  /** The applications a parent's link opens: all made with its e-mail (siblings together), or the one it names. */
  async forParent(grant: ParentGrant): Promise<ParentApplicationView[]> {
    const rows = await this.applications.find(this.parentFilter(grant)).sort(NEWEST_FIRST).lean().exec();
    return rows.map(parentView);
  }

  /** Refuses (404, as for a reference that does not exist) an application the parent's link does not open. */
  async assertParentMayOpen(grant: ParentGrant, reference: string): Promise<void> {
    // Both conditions, never one object: a link for one reference spread under `reference` would be overwritten.
    const found = await this.applications
      .exists({ $and: [this.parentFilter(grant), { reference: String(reference) }] })
      .exec();
    if (!found) throw new NotFoundException('None of your applications has this reference');
  }

  /** A fresh link to the e-mail, only when some application was made with it; the caller answers the same either way. */
  async sendParentLink(email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    if (!(await this.applications.exists({ 'fields.parentEmail': address }).exec())) return;
    await this.messages.parentLink(address, this.parentLinks.linkFor('email', address), this.parentLinks.now());
  }

  private parentFilter(grant: ParentGrant): FilterQuery<Application> {
    return grant.scope === 'email' ? { 'fields.parentEmail': grant.subject } : { reference: grant.subject };
  }

  private summaryOf(row: StoredApplication): ApplicationSummary {
    return {
      reference: row.reference,
      surname: row.fields.surname ?? '',
      firstname: row.fields.firstname ?? '',
      status: row.status,
      submittedAt: row.submittedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
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
