import { Controller, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ENDPOINTS, normalisePaymentReference, type PaidFormAccess } from '@icast/contracts';
import { DOWNLOADABLE_FORMS, type DownloadableForm } from '@icast/content';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';
import { PaymentService } from '../../payments';
import { SiteContentService } from '../../content';
import { renderFormPdf } from './form-pdf';

/** The original site's file name for either form (docs/architecture.md#the-original-sites-calls). */
export const ORIGINAL_FILE_NAME = 'ApplicationForm.pdf';

/** The printable application forms a parent paid for. */
@ApiTags('payment')
@Controller()
export class PaidFormController {
  constructor(
    private readonly payments: PaymentService,
    private readonly siteContent: SiteContentService,
  ) {}

  /** The original site's call: either form saved as ApplicationForm.pdf, as its contract says. */
  @Endpoint(ENDPOINTS.paidForms.download)
  @ApiProduces('application/pdf')
  async download(
    @Param('reference') reference: string,
    @Param('formId') formId: string,
    @Res() response: Response,
  ): Promise<void> {
    await this.send(response, reference, formId, () => ORIGINAL_FILE_NAME);
  }

  /** The same form saved under its own name, so the two downloads are told apart (and never overwrite each other). */
  @Endpoint(ENDPOINTS.paidForms.file)
  @ApiProduces('application/pdf')
  async file(
    @Param('reference') reference: string,
    @Param('formId') formId: string,
    @Res() response: Response,
  ): Promise<void> {
    await this.send(response, reference, formId, (form) => form.fileName);
  }

  /** Before showing download buttons: whether this reference can download now. The same 403 as a download if not. */
  @Endpoint(ENDPOINTS.paidForms.access)
  @RateLimit(30, 'across-instances')
  async access(@Param('reference') reference: string): Promise<PaidFormAccess> {
    const payment = await this.usablePayment(reference);
    return { reference: payment.reference, expiresAt: payment.expiresAt!.toISOString() };
  }

  /**
   * A paid, unexpired reference in any letter case. Text that cannot be a reference is looked up as nothing, so it
   * gets the same 403 as an unpaid one and references can't be probed.
   */
  private usablePayment(typed: string): ReturnType<PaymentService['requireUsablePayment']> {
    return this.payments.requireUsablePayment(normalisePaymentReference(typed) ?? '');
  }

  private async send(
    response: Response,
    reference: string,
    formId: string,
    fileName: (form: DownloadableForm) => string,
  ): Promise<void> {
    const form = DOWNLOADABLE_FORMS.find((candidate) => candidate.id === formId);
    if (!form) throw new NotFoundException(`Unknown form ${formId}: use icast_form_1 or icast_form_2`);
    const payment = await this.usablePayment(reference);
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
    response.setHeader('Content-Disposition', `attachment; filename="${fileName(form)}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.send(Buffer.from(pdf));
  }
}
