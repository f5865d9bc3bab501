import { Injectable } from '@nestjs/common';
import { SiteContentService } from '../../content';
import {
  acceptanceReceiptFacts,
  type PaidAcceptanceFee,
  type PaidForm,
  type ReceiptFacts,
  receiptFacts,
  renderReceiptPdf,
} from './receipt-pdf';

/** A paid fee's receipt as a PDF on the school's letterhead: attached to its e-mail, downloaded from the family page. */
@Injectable()
export class Receipts {
  constructor(private readonly siteContent: SiteContentService) {}

  async form(payment: PaidForm): Promise<{ facts: ReceiptFacts & { validUntil: Date }; pdf: Uint8Array }> {
    const settings = await this.siteContent.settings();
    const facts = receiptFacts(payment, settings.academicYear);
    return { facts, pdf: await renderReceiptPdf(facts, settings) };
  }

  async acceptanceFee(fee: PaidAcceptanceFee): Promise<{ facts: ReceiptFacts; pdf: Uint8Array }> {
    const settings = await this.siteContent.settings();
    const facts = acceptanceReceiptFacts(fee, settings.academicYear);
    return { facts, pdf: await renderReceiptPdf(facts, settings) };
  }
}
