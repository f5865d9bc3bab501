import { Injectable } from '@nestjs/common';
import { type AdmissionsEvent, EnquiriesService } from '../../admissions';
import { SiteContentService } from '../../content';
import { Mailer } from '../layout/mailer';
const HOUR_MS = 60 * 60 * 1000;
/**
 * At most one acknowledgement an hour per address: the form is public, so a burst of enquiries naming someone else's
 * address or phone gets them one message, not one per enquiry (as the contact form does).
 */
const acknowledgementKey = (channel: string, to: string, at: Date) =>
  `enquiry-ack:${channel}:${to}:${Math.floor(at.getTime() / HOUR_MS)}`;

import { enquiryInvitedEmail, enquiryInvitedSms, enquiryReceivedEmail, enquiryReceivedSms } from './enquiry-texts';

/** What a family hears about its enquiry: the acknowledgement, and the link staff send to a pre-filled form. */
@Injectable()
export class EnquiryMessages {
  constructor(
    private readonly enquiries: EnquiriesService,
    private readonly mailer: Mailer,
    private readonly siteContent: SiteContentService,
  ) {}

  async received({ payload, occurredAt }: AdmissionsEvent<'enquiryReceived'>): Promise<void> {
    const enquiry = await this.enquiries.find(payload.reference);
    const group = `enquiry:${enquiry.reference}`;
    if (enquiry.email) {
      await this.mailer.enqueueEmail({
        kind: 'enquiryAcknowledgement',
        to: enquiry.email,
        ...enquiryReceivedEmail(enquiry, this.mailer.siteUrl, await this.siteContent.settings()),
        group,
        dedupeKey: acknowledgementKey('email', enquiry.email, occurredAt),
      });
    }
    if (enquiry.phone) {
      await this.mailer.enqueueSms({
        kind: 'enquiryAcknowledgement',
        to: enquiry.phone,
        text: enquiryReceivedSms(enquiry, this.mailer.siteUrl),
        group,
        dedupeKey: acknowledgementKey('sms', enquiry.phone, occurredAt),
      });
    }
  }

  async invited({ payload, id, occurredAt }: AdmissionsEvent<'enquiryInvited'>): Promise<void> {
    const enquiry = await this.enquiries.find(payload.reference);
    const link = this.enquiries.linkFor(enquiry.reference, occurredAt);
    const group = `enquiry:${enquiry.reference}`;
    if (enquiry.email) {
      await this.mailer.enqueueEmail({
        kind: 'enquiryInvitation',
        to: enquiry.email,
        ...enquiryInvitedEmail(enquiry, link, await this.siteContent.settings()),
        group,
        dedupeKey: `enquiry-invite:${id}`,
      });
    }
    if (enquiry.phone) {
      await this.mailer.enqueueSms({
        kind: 'enquiryInvitation',
        to: enquiry.phone,
        text: enquiryInvitedSms(link),
        group,
        dedupeKey: `enquiry-invite-sms:${id}`,
      });
    }
  }
}
