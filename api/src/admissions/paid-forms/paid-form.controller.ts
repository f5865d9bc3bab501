import { Controller, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ENDPOINTS } from '@icast/contracts';
import { DOWNLOADABLE_FORMS } from '@icast/content';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { PaymentService } from '../../payments/payment.service';
import { SiteContentService } from '../../content/site-content/site-content.service';
import { renderFormPdf } from './form-pdf';

/** The printable application forms a parent paid for. */
@ApiTags('payment')
@Controller()
export class PaidFormController {
  constructor(
    private readonly payments: PaymentService,
    private readonly siteContent: SiteContentService,
  ) {}

  /** A paid, unexpired reference only; anything else is the same 403 so references can't be probed. */
  @Endpoint(ENDPOINTS.paidForms.download)
  @ApiProduces('application/pdf')
  async download(
    @Param('reference') reference: string,
    @Param('formId') formId: string,
    @Res() response: Response,
  ): Promise<void> {
    const form = DOWNLOADABLE_FORMS.find((candidate) => candidate.id === formId);
    if (!form) throw new NotFoundException(`Unknown form ${formId}: use icast_form_1 or icast_form_2`);
    const payment = await this.payments.requireUsablePayment(reference);
    const settings = await this.siteContent.settings();
    const pdf = await renderFormPdf({
      form,
      payerName: `${payment.first_name} ${payment.last_name}`,
      reference: payment.reference,
      validUntil: payment.expiresAt!,
      academicYear: settings.academicYear,
      contacts: settings,
    });
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Disposition', 'attachment; filename="ApplicationForm.pdf"');
    response.setHeader('Cache-Control', 'no-store');
    response.send(Buffer.from(pdf));
  }
}
