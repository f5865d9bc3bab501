import { Injectable, Logger } from '@nestjs/common';
import { type OfferPreview, PARENT_PAGE_PATH } from '@icast/contracts';
import type { Applicant } from '../../admissions/applications/applicant';
import { AppConfig } from '../../platform/config/app-config';
import { renderMail } from '../layout/mail-layout';
import { AdmissionsMessages } from './admissions-messages';
import { type OfferMessageFacts, offerMadeEmail, offerMadeSms } from './application-texts';
import { lagosDate, naira } from '../../platform/formats';
import type { PaidAcceptanceFee } from '../payment-messages/payment-texts';
import { queueAfterEvent } from '../outbox/after-event';
import { OutboxService } from '../outbox/outbox.service';
import { ParentLinks } from '../../admissions/family-access/parent-links';
import { SiteContentService } from '../../content/site-content/site-content.service';
import { offerLetterLines, offerLetterWords, renderOfferLetter } from '../../admissions/offers/offer-letter';
import type { StoredOffer } from '../../admissions/offers/offer.schema';

/**
 * The family hears of an offer by e-mail (the letter attached, the link to accept) and SMS, and gets a receipt for
 * each acceptance fee it pays (staff hear of each fee too).
 */
@Injectable()
export class OfferNotices {
  private readonly logger = new Logger(OfferNotices.name);

  constructor(
    private readonly outbox: OutboxService,
    private readonly parentLinks: ParentLinks,
    private readonly siteContent: SiteContentService,
    private readonly messages: AdmissionsMessages,
    private readonly config: AppConfig,
  ) {}

  /** The receipt (with its PDF and the link to the family's page) and the staff notice; the fee stands if these fail. */
  async acceptanceFeePaid(fee: PaidAcceptanceFee): Promise<void> {
    await queueAfterEvent(this.logger, `acceptance fee ${fee.reference}`, () =>
      this.messages.acceptanceFeePaid(fee, this.parentLinks.linkFor('email', fee.email)),
    );
  }

  acceptanceReceiptPdf(fee: PaidAcceptanceFee): Promise<Uint8Array> {
    return this.messages.acceptanceReceiptPdf(fee);
  }

  async offerMade(application: Applicant, offer: StoredOffer): Promise<void> {
    const { reference } = application;
    const { email, phone } = application.contact;
    const facts = messageFacts(application, offer);
    const group = `application:${reference}`;
    const key = `offer-made:${reference}:${offer.number}`;
    await queueAfterEvent(this.logger, `offer ${reference}`, async () => {
      if (email) {
        const contacts = await this.siteContent.settings();
        await this.outbox.enqueueEmail({
          kind: 'offerMade',
          to: email,
          ...offerMadeEmail(facts, this.parentLinks.linkFor('email', email), contacts),
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
          text: offerMadeSms(facts),
          group,
          dedupeKey: `${key}:sms`,
        });
      }
    });
  }

  /**
   * What `offerMade` would send for `offer`, as the family would read it, for staff to check first. The e-mail's
   * button shows the family page's address without a token: a preview never carries a working link.
   */
  async preview(
    application: Applicant,
    offer: Pick<StoredOffer, 'feeKobo' | 'deadline' | 'madeAt'>,
  ): Promise<OfferPreview> {
    const { email, phone } = application.contact;
    const facts = messageFacts(application, offer);
    const contacts = await this.siteContent.settings();
    const siteUrl = this.config.publicSiteUrl;
    const message = offerMadeEmail(facts, `${siteUrl}${PARENT_PAGE_PATH}`, contacts);
    return {
      ...(email
        ? { email: { to: email, subject: message.subject, text: renderMail(message.content, siteUrl, contacts).text } }
        : {}),
      ...(phone ? { sms: offerMadeSms(facts) } : {}),
      letter: offerLetterLines(offerLetterWords(application, offer, contacts)),
    };
  }
}

function messageFacts(application: Applicant, offer: Pick<StoredOffer, 'feeKobo' | 'deadline'>): OfferMessageFacts {
  return {
    reference: application.reference,
    child: application.child.fullName,
    fee: naira(offer.feeKobo),
    deadline: lagosDate(offer.deadline),
  };
}
