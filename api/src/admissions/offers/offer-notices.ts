import { Injectable, Logger } from '@nestjs/common';
import { APPLICANT_CONTACT_FIELDS, type ApplicationDetail, normalisePhoneNumber, officePhone } from '@icast/contracts';
import { SITE } from '@icast/content';
import { lagosDate, naira } from '../../messaging/notifications/message-format';
import { queueAfterEvent } from '../../messaging/outbox/after-event';
import { OutboxService } from '../../messaging/outbox/outbox.service';
import { ParentLinks } from '../family-access/parent-links';
import { SiteContentService } from '../../content/site-content/site-content.service';
import { PARENT_LINK_DAYS } from '../family-access/parent-token';
import { childName } from '../../messaging/notifications/application-messages';
import { renderOfferLetter } from './offer-letter';
import type { StoredOffer } from './offer.schema';

/** The family hears of an offer by e-mail (the letter attached, the link to accept) and SMS. */
@Injectable()
export class OfferNotices {
  private readonly logger = new Logger(OfferNotices.name);

  constructor(
    private readonly outbox: OutboxService,
    private readonly parentLinks: ParentLinks,
    private readonly siteContent: SiteContentService,
  ) {}

  async offerMade(application: ApplicationDetail, offer: StoredOffer): Promise<void> {
    const { fields, reference } = application;
    const email = fields[APPLICANT_CONTACT_FIELDS.email];
    const phone = normalisePhoneNumber(fields[APPLICANT_CONTACT_FIELDS.phone] ?? '');
    const child = childName(fields);
    const fee = naira(offer.feeKobo);
    const deadline = lagosDate(offer.deadline);
    const group = `application:${reference}`;
    const key = `offer-made:${reference}:${offer.number}`;
    await queueAfterEvent(this.logger, `offer ${reference}`, async () => {
      if (email) {
        const contacts = await this.siteContent.settings();
        await this.outbox.enqueueEmail({
          kind: 'offerMade',
          to: email,
          subject: `A place for ${child} at ${SITE.fullName}`,
          content: {
            preheader: `Accept by paying the acceptance fee of ${fee} by ${deadline}`,
            heading: `We are pleased to offer ${child} a place`,
            blocks: [
              {
                facts: [
                  ['Application', reference],
                  ['Acceptance fee', fee],
                  ['Accept by', deadline],
                ],
              },
              {
                paragraph:
                  'The offer letter is attached. To accept the place, pay the acceptance fee on your application ' +
                  'page before the deadline; the place is confirmed when it is received. If you do not want the ' +
                  'place, you can decline it there too.',
              },
              { action: { label: 'Accept or decline the offer', url: this.parentLinks.linkFor('email', email) } },
              { paragraph: `The link works for ${PARENT_LINK_DAYS} days. Questions: ${officePhone(contacts)}.` },
            ],
          },
          attachments: [
            {
              filename: `ICAST-offer-${reference}.pdf`,
              contentType: 'application/pdf',
              content: await renderOfferLetter(application, offer, contacts),
            },
          ],
          group,
          dedupeKey: key,
        });
      }
      if (phone) {
        await this.outbox.enqueueSms({
          kind: 'offerMade',
          to: phone,
          text:
            `${SITE.fullName}: ${child} is offered a place. Accept by paying ${fee} by ${deadline} on your ` +
            'application page (link in your e-mail).',
          group,
          dedupeKey: `${key}:sms`,
        });
      }
    });
  }
}
