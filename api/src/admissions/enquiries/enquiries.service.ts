import { randomBytes } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import {
  checkEnquiry,
  type EnquiryAnswers,
  type EnquiryConversion,
  type EnquiryListQuery,
  fieldErrorsAnswer,
  type PagedList,
  type StaffEnquiry,
} from '@icast/contracts';
import { PrivacyNotices } from '../../content';
import { eventsToSet, pendingEventsOf } from '../../platform/domain-events/domain-event';
import { DomainEvents } from '../../platform/domain-events/domain-events.service';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { Clock } from '../../platform/jobs/clock';
import { findPage } from '../../platform/http/pagination';
import { ADMISSIONS_EVENT_SOURCES, ADMISSIONS_EVENTS, type AdmissionsEvent } from '../admissions-events';
import { ApplicationService } from '../applications/application.service';
import { ENQUIRY_LINK_INVALID, EnquiryLinks } from './enquiry-links';
import { Enquiry } from './enquiry.schema';

type StoredEnquiry = Enquiry;

export const ENQUIRY_NOT_FOUND = 'No enquiry has this reference';

function staffView(row: StoredEnquiry): StaffEnquiry {
  return {
    reference: row._id,
    parentName: row.parentName,
    ...(row.childAge !== undefined ? { childAge: row.childAge } : {}),
    ...(row.classOfInterest ? { classOfInterest: row.classOfInterest } : {}),
    campus: row.campus,
    source: row.source,
    ...(row.sourceOther ? { sourceOther: row.sourceOther } : {}),
    ...(row.email ? { email: row.email } : {}),
    ...(row.phone ? { phone: row.phone } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.invitedAt ? { invitedAt: row.invitedAt.toISOString() } : {}),
    ...(row.applicationReference ? { applicationReference: row.applicationReference } : {}),
  };
}

/**
 * Enquiries: a family's first contact before an application. Stored with the event that has messaging acknowledge
 * it (and other contexts alert staff); staff list them and send the family a link to the application form filled in
 * from it; the first application made with its e-mail or phone is recorded on it. Owns the enquiries collection.
 */
@Injectable()
export class EnquiriesService implements OnModuleInit {
  constructor(
    @InjectModel(Enquiry.name) private readonly enquiries: Model<Enquiry>,
    private readonly events: DomainEvents,
    private readonly notices: PrivacyNotices,
    private readonly links: EnquiryLinks,
    private readonly applications: ApplicationService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.events.registerSource(ADMISSIONS_EVENT_SOURCES.enquiries, this.enquiries as never);
    this.events.subscribe(
      ADMISSIONS_EVENTS.type('applicationReceived'),
      'admissions enquiries (applicationReceived)',
      (event: AdmissionsEvent<'applicationReceived'>) => this.applied(event.payload.reference),
    );
  }

  /** A checked enquiry stored with its event; a 400 names each problem at its field. */
  async submit(body: Record<string, unknown>): Promise<string> {
    const checked = checkEnquiry(body);
    if ('errors' in checked) throw new BadRequestException(fieldErrorsAnswer(checked.errors));
    const now = this.clock.now();
    const privacyNotice = await this.notices.seen(body.privacyNoticeVersion, now);
    for (;;) {
      const reference = `ENQ-${randomBytes(5).toString('hex').toUpperCase()}`;
      try {
        await this.enquiries.create({
          _id: reference,
          ...checked.enquiry,
          ...(privacyNotice ? { privacyNotice } : {}),
          createdAt: now,
          pendingEvents: pendingEventsOf(ADMISSIONS_EVENTS.create('enquiryReceived', { reference }, now)),
        });
        await this.events.deliverFrom(ADMISSIONS_EVENT_SOURCES.enquiries, { _id: reference });
        return reference;
      } catch (error) {
        // Two enquiries drew the same reference (one in a trillion): draw again.
        if (!isDuplicateKey(error)) throw error;
      }
    }
  }

  async find(reference: string): Promise<StaffEnquiry> {
    const row = await this.enquiries.findById(String(reference)).lean<StoredEnquiry>().exec();
    if (!row) throw new NotFoundException(ENQUIRY_NOT_FOUND);
    return staffView(row);
  }

  /** Newest first, filtered by campus, class, how they heard and whether an application came of it. */
  list(query: EnquiryListQuery): Promise<PagedList<StaffEnquiry>> {
    const filter: FilterQuery<Enquiry> = {
      ...(query.campus ? { campus: query.campus } : {}),
      ...(query.classOfInterest ? { classOfInterest: query.classOfInterest } : {}),
      ...(query.source ? { source: query.source } : {}),
      ...(query.state === 'applied' ? { applicationReference: { $exists: true } } : {}),
      ...(query.state === 'open' ? { applicationReference: { $exists: false } } : {}),
    };
    return findPage(
      this.enquiries,
      { filter, sort: { createdAt: -1, _id: -1 }, query, omit: ['pendingEvents', 'privacyNotice'] },
      (row) => staffView(row as StoredEnquiry),
    );
  }

  /**
   * "Convert to application": the family is sent the link to the form filled in from the enquiry (messaging, on the
   * event), and staff get the same link to open it themselves with the family on the phone.
   */
  async invite(reference: string): Promise<EnquiryConversion> {
    const row = await this.enquiries.findById(String(reference)).lean<StoredEnquiry>().exec();
    if (!row) throw new NotFoundException(ENQUIRY_NOT_FOUND);
    const now = this.clock.now();
    await this.enquiries
      .updateOne(
        { _id: row._id },
        {
          $set: {
            invitedAt: now,
            ...eventsToSet(ADMISSIONS_EVENTS.create('enquiryInvited', { reference: row._id }, now)),
          },
        },
      )
      .exec();
    await this.events.deliverFrom(ADMISSIONS_EVENT_SOURCES.enquiries, { _id: row._id });
    return {
      link: this.links.linkFor(row._id, now),
      sentTo: [...(row.email ? (['email'] as const) : []), ...(row.phone ? (['sms'] as const) : [])],
    };
  }

  /** The link's enquiry, for the messages about it. */
  linkFor(reference: string, at: Date): string {
    return this.links.linkFor(reference, at);
  }

  /** What the link fills in: the class (when one was named), the campus and the contacts; nothing else. */
  async answersFor(token: unknown): Promise<EnquiryAnswers> {
    const reference = this.links.referenceOf(token, this.clock.now());
    const row = reference ? await this.enquiries.findById(reference).lean<StoredEnquiry>().exec() : null;
    if (!row) throw new BadRequestException(ENQUIRY_LINK_INVALID);
    const answers: Record<string, string> = {
      campus: row.campus,
      ...(row.classOfInterest && row.classOfInterest !== 'undecided' ? { classAppliedFor: row.classOfInterest } : {}),
      ...(row.email ? { parentEmail: row.email } : {}),
      ...(row.phone ? { parentPhone: row.phone } : {}),
    };
    return { answers, enquiry: row._id };
  }

  /**
   * An application arrived: the newest enquiry with its e-mail or phone and no application yet records it, by one
   * conditional write (two applications at once: one of them). Applications made without an enquiry change nothing.
   */
  private async applied(reference: string): Promise<void> {
    const { contact } = await this.applications.applicant(reference);
    const same = [
      ...(contact.email ? [{ email: contact.email }] : []),
      ...(contact.phone ? [{ phone: contact.phone }] : []),
    ];
    if (same.length === 0) return;
    const open = { applicationReference: { $exists: false } };
    const row = await this.enquiries
      .findOne({ $and: [{ $or: same }, open] }, { _id: 1 })
      .sort({ createdAt: -1 })
      .lean()
      .exec();
    if (!row) return;
    await this.enquiries.updateOne({ _id: row._id, ...open }, { $set: { applicationReference: reference } }).exec();
  }
}
