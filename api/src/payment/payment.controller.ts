import { Body, Controller, Get, Headers, HttpCode, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { ADMIN_ENDPOINTS } from '@icast/contracts';
import { StaffOnly } from '../auth/staff-access';
import { sendCsv, toCsv } from '../common/csv';
import { InitializePaymentDto, VerifyPaymentDto } from './dto/initialize-payment.dto';
import { PaymentService } from './payment.service';
import { PaystackClient, type PaystackTransaction } from './paystack.client';
import { isValidWebhookSignature } from './webhook-signature';

const adminPath = (endpoint: string) => endpoint.replace(/^\/api\/payment\//, '');

@ApiTags('payment')
@Controller('payment')
export class PaymentController {
  constructor(
    private readonly payments: PaymentService,
    private readonly paystack: PaystackClient,
  ) {}

  @Get('config')
  config() {
    return this.payments.paymentConfig();
  }

  @Post('initialize')
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  initialize(@Body() body: InitializePaymentDto) {
    return this.payments.initialize(body);
  }

  @Post('paystack_verify')
  @HttpCode(200)
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  verify(@Body() body: VerifyPaymentDto) {
    return this.payments.verify(body.reference);
  }

  /** Paystack's server calls this; the signature over the raw body is the only credential. */
  @Post('webhook')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Event accepted (also for events we ignore)' })
  async webhook(@Req() request: Request & { rawBody?: Buffer }, @Headers('x-paystack-signature') signature?: string) {
    if (!isValidWebhookSignature(request.rawBody, signature, this.paystack.secretKey)) {
      throw new UnauthorizedException('Invalid webhook signature');
    }
    const event = request.body as { event?: unknown; data?: PaystackTransaction };
    if (event.event === 'charge.success' && event.data && typeof event.data === 'object') {
      await this.payments.handleChargeSuccess(event.data);
    }
    return { received: true };
  }

  @Get('getAllPayment')
  @StaffOnly()
  async list() {
    return { message: await this.payments.list() };
  }

  @Get(adminPath(ADMIN_ENDPOINTS.paymentsCsv))
  @StaffOnly()
  async csv(@Res() response: Response) {
    const rows = await this.payments.list();
    const csv = toCsv(rows, [
      { header: 'Reference', value: (row) => row.reference },
      { header: 'First name', value: (row) => row.first_name },
      { header: 'Last name', value: (row) => row.last_name },
      { header: 'E-mail', value: (row) => row.email },
      { header: 'Phone', value: (row) => row.phone },
      { header: 'Amount (naira)', value: (row) => row.amountKobo / 100 },
      { header: 'Status', value: (row) => row.status },
      { header: 'Started', value: (row) => row.createdAt },
      { header: 'Paid', value: (row) => row.paidAt },
      { header: 'Valid until', value: (row) => row.expiresAt },
    ]);
    sendCsv(response, 'payments', csv);
  }
}
