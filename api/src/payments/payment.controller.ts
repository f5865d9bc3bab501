import { Body, Controller, Headers, HttpCode, Query, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  ENDPOINTS,
  type InitializePaymentRequest,
  type InitializePaymentResponse,
  type PageInfo,
  type PaymentConfig,
  paymentPaidFor,
  type PaymentRecord,
  type VerifyPaymentResponse,
} from '@icast/contracts';
import { type CsvColumn, streamCsv } from '../platform/http/csv';
import { Endpoint } from '../platform/http/endpoint.decorator';
import { InitializePaymentBody, VerifyPaymentDto } from './dto/initialize-payment.dto';
import { PaymentListQueryDto } from './dto/payment-list.query';
import { PayerBodyPipe } from './payer-body.pipe';
import { PaymentService } from './payment.service';
import { PaystackClient, type PaystackTransaction } from './paystack.client';
import { isValidWebhookSignature } from './webhook-signature';
import { RateLimit } from '../platform/rate-limits/rate-limit.decorator';

const PAYMENT_CSV_COLUMNS: CsvColumn<PaymentRecord>[] = [
  { header: 'Reference', value: (row) => row.reference },
  { header: 'First name', value: (row) => row.first_name },
  { header: 'Last name', value: (row) => row.last_name },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Amount (naira)', value: (row) => row.amountKobo / 100 },
  { header: 'For', value: paymentPaidFor },
  { header: 'Status', value: (row) => row.status },
  { header: 'Started', value: (row) => row.createdAt },
  { header: 'Paid', value: (row) => row.paidAt },
  { header: 'Valid until', value: (row) => row.expiresAt },
];

@ApiTags('payment')
@Controller()
export class PaymentController {
  constructor(
    private readonly payments: PaymentService,
    private readonly paystack: PaystackClient,
  ) {}

  @Endpoint(ENDPOINTS.payment.config)
  config(): Promise<PaymentConfig> {
    return this.payments.paymentConfig();
  }

  @Endpoint(ENDPOINTS.payment.initialize)
  @HttpCode(200)
  @RateLimit(20, 'across-instances')
  @ApiBody({ type: InitializePaymentBody })
  initialize(@Body(PayerBodyPipe) payer: InitializePaymentRequest): Promise<InitializePaymentResponse> {
    return this.payments.initialize(payer);
  }

  @Endpoint(ENDPOINTS.payment.verify)
  @HttpCode(200)
  @RateLimit(60, 'across-instances')
  async verify(
    @Body() body: VerifyPaymentDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<VerifyPaymentResponse> {
    const answer = await this.payments.verify(body.reference);
    // Not an error: Paystack did not answer in time, and the page asks again.
    if (answer.confirming) response.status(202);
    return answer;
  }

  /** Paystack's server calls this; the signature over the raw body is the only credential. */
  @Endpoint(ENDPOINTS.payment.webhook)
  @HttpCode(200)
  @ApiOkResponse({ description: 'Event accepted (also for events we ignore)' })
  async webhook(
    @Req() request: Request & { rawBody?: Buffer },
    @Headers('x-paystack-signature') signature?: string,
  ): Promise<{ received: true }> {
    if (!isValidWebhookSignature(request.rawBody, signature, this.paystack.secretKey)) {
      throw new UnauthorizedException('Invalid webhook signature');
    }
    const event = request.body as { event?: unknown; data?: PaystackTransaction };
    if (event.event === 'charge.success' && event.data && typeof event.data === 'object') {
      await this.payments.handleChargeSuccess(event.data);
    }
    return { received: true };
  }

  /** The original site's `{message: Payment[]}`, one page of it, with the paging figures beside the rows. */
  @Endpoint(ENDPOINTS.payment.list)
  async list(@Query() query: PaymentListQueryDto): Promise<{ message: PaymentRecord[] } & PageInfo> {
    const { data, ...page } = await this.payments.list(query);
    return { message: data, ...page };
  }

  @Endpoint(ENDPOINTS.payment.csv)
  csv(@Res() response: Response): Promise<void> {
    return streamCsv(response, 'payments', PAYMENT_CSV_COLUMNS, this.payments.exportAll());
  }
}
