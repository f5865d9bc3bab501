import { Injectable } from '@nestjs/common';
import { type OfferPreview, PARENT_PAGE_PATH } from '@icast/contracts';
import {
  type AdmissionsEvent,
  type Applicant,
  ApplicationService,
  ParentLinks,
  offerLetterLines,
  offerLetterWords,
  OffersService,
  renderOfferLetter,
  type StoredOffer,
} from '../../admissions';
import { SiteContentService } from '../../content';
import { lagosDate, naira } from '../../platform/formats';
import { renderMail } from '../layout/mail-layout';
import { Mailer } from '../layout/mailer';
import { type OfferMessageFacts, offerMadeEmail, offerMadeSms } from './application-texts';

/** The family hears of an offer by e-mail (the letter attached, the link to accept) and SMS. */
@Injectable()
export class OfferMessages {
  constructor(
    private readonly applications: ApplicationService,
    private readonly offers: OffersService,
    private readonly mailer: Mailer,
    private readonly parentLinks: ParentLinks,
    private readonly siteContent: SiteContentService,
  ) {}

  async offerMade({ payload }: AdmissionsEvent<'offerMade'>): Promise<void> {
    const offer = await this.offers.madeOffer(payload.offerId);
    if (!offer) return;
    const application = await this.applications.applicant(payload.reference);
    const { reference } = application;
    const { email, phone } = application.contact;
    const facts = messageFacts(application, offer);
    const group = `application:${reference}`;
    const key = `offer-made:${reference}:${offer.number}`;
    if (email) {
      const contacts = await this.siteContent.settings();
      await this.mailer.enqueueEmail({
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
      await this.mailer.enqueueSms({
        kind: 'offerMade',
        to: phone,
        text: offerMadeSms(facts),
        group,
        dedupeKey: `${key}:sms`,
      });
    }
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
    const siteUrl = this.mailer.siteUrl;
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

export function messageFacts(
  application: Applicant,
  offer: Pick<StoredOffer, 'feeKobo' | 'deadline'>,
): OfferMessageFacts {
  return {
    reference: application.reference,
    child: application.child.fullName,
    fee: naira(offer.feeKobo),
    deadline: lagosDate(offer.deadline),
  };
}
