import { Body, Controller, Get, HttpCode, NotFoundException, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import {
  ADMIN_ENDPOINTS,
  APPLICATION_REFERENCE_PATTERN,
  type ApplicationSubmitted,
  type PortalConfig,
  type StaffUser,
} from '@icast/contracts';
import { DOWNLOADABLE_FORMS } from '@icast/content';
import { CurrentStaff, StaffOnly } from '../auth/staff-access';
import { sendCsv, toCsv } from '../common/csv';
import { AppConfig } from '../config/app-config';
import { PaymentService } from '../payment/payment.service';
import { ApplicationBodyPipe } from './application-body.pipe';
import { ApplicationService } from './application.service';
import { ChangeApplicationStatusDto } from './dto/change-status.dto';
import { renderFormPdf } from './form-pdf';

const local = (endpoint: string) => endpoint.replace(/^\/api\/form\//, '');
// Built by hand: ADMIN_ENDPOINTS.application() would percent-encode the route parameter's colon.
const ONE_APPLICATION = 'admin/applications/:reference';

function requireApplicationReference(reference: string): string {
  if (!APPLICATION_REFERENCE_PATTERN.test(reference)) {
    throw new NotFoundException('No application has this reference (it looks like ICAST-2025-000123)');
  }
  return reference;
}

@ApiTags('form')
@Controller('form')
export class FormController {
  constructor(
    private readonly applications: ApplicationService,
    private readonly payments: PaymentService,
    private readonly config: AppConfig,
  ) {}

  @Post()
  // Generous enough for a school office or cyber cafe where many parents share one address.
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiBody({ description: 'Every field of APPLICATION_FIELDS (spec section 3); unknown fields are refused' })
  @ApiCreatedResponse({ description: '{reference, message}' })
  async submit(@Body(ApplicationBodyPipe) fields: Record<string, string>): Promise<ApplicationSubmitted> {
    const reference = await this.applications.submit(fields);
    return { reference, message: 'Form submitted successfully!' };
  }

  /** What a parent may see about an application: its status and dates, nothing about the child. */
  @Get('status/:reference')
  status(@Param('reference') reference: string) {
    return this.applications.statusOf(requireApplicationReference(reference.trim().toUpperCase()));
  }

  @Get('portal-config')
  portalConfig(): PortalConfig {
    return { baseUrl: this.config.portalBaseUrl };
  }

  /** A paid, unexpired reference only; anything else is the same 403 so references can't be probed. */
  @Get('download/:reference/:formId')
  async download(@Param('reference') reference: string, @Param('formId') formId: string, @Res() response: Response) {
    const form = DOWNLOADABLE_FORMS.find((candidate) => candidate.id === formId);
    if (!form) throw new NotFoundException(`Unknown form ${formId}: use icast_form_1 or icast_form_2`);
    const payment = await this.payments.requireUsablePayment(reference);
    const pdf = await renderFormPdf({
      form,
      payerName: `${payment.first_name} ${payment.last_name}`,
      reference: payment.reference,
      validUntil: payment.expiresAt!,
      academicYear: this.config.admissions.academicYear,
    });
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Disposition', 'attachment; filename="ApplicationForm.pdf"');
    response.setHeader('Cache-Control', 'no-store');
    response.send(Buffer.from(pdf));
  }

  @Get(local(ADMIN_ENDPOINTS.applicationsCsv))
  @StaffOnly()
  async csv(@Res() response: Response) {
    const rows = await this.applications.list();
    const csv = toCsv(rows, [
      { header: 'Reference', value: (row) => row.reference },
      { header: 'Surname', value: (row) => row.surname },
      { header: 'First name', value: (row) => row.firstname },
      { header: 'Status', value: (row) => row.status },
      { header: 'Submitted', value: (row) => row.submittedAt },
      { header: 'Updated', value: (row) => row.updatedAt },
    ]);
    sendCsv(response, 'applications', csv);
  }

  @Get(local(ADMIN_ENDPOINTS.applications))
  @StaffOnly()
  list() {
    return this.applications.list();
  }

  @Get(ONE_APPLICATION)
  @StaffOnly()
  detail(@Param('reference') reference: string) {
    return this.applications.detail(requireApplicationReference(reference));
  }

  @Patch(`${ONE_APPLICATION}/status`)
  @HttpCode(200)
  @StaffOnly()
  changeStatus(
    @Param('reference') reference: string,
    @Body() body: ChangeApplicationStatusDto,
    @CurrentStaff() staff: StaffUser | undefined,
  ) {
    return this.applications.changeStatus(
      requireApplicationReference(reference),
      body.status,
      staff?.email ?? 'staff',
      body.note,
    );
  }
}
