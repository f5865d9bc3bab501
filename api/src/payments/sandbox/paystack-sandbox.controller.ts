import { Body, Controller, HttpCode, Param, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { ENDPOINTS, type PaystackEnvelope } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import type { PaystackTransaction } from '../paystack.client';
import { SandboxInitializeDto } from './dto/sandbox-initialize.dto';
import { PaystackSandboxAddress } from './sandbox-address';
import { renderSandboxCheckout } from './sandbox-checkout.html';
import { SandboxCallerGuard, SandboxModeGuard } from './sandbox.guards';
import type { SandboxSession } from './sandbox.schema';
import { PaystackSandboxSessions } from './sandbox-sessions';

/**
 * PAYMENT_MODE=sandbox only: a stand-in for Paystack's API and checkout, mounted in the API. Its checkouts are
 * kept in the database (they survive a restart and expire after a day), as Paystack keeps them on its side.
 */
@ApiExcludeController()
@Controller()
@UseGuards(SandboxModeGuard)
export class PaystackSandboxController {
  constructor(
    private readonly sessions: PaystackSandboxSessions,
    private readonly address: PaystackSandboxAddress,
  ) {}

  @Endpoint(ENDPOINTS.paystackSandbox.initialize)
  @HttpCode(200)
  @UseGuards(SandboxCallerGuard)
  async initialize(
    @Body() body: SandboxInitializeDto,
  ): Promise<PaystackEnvelope<{ authorization_url: string; reference: string }>> {
    await this.sessions.start(body);
    const data = { authorization_url: this.address.checkoutUrl(body.reference), reference: body.reference };
    return { status: true, message: 'Authorization URL created', data };
  }

  @Endpoint(ENDPOINTS.paystackSandbox.verify)
  @UseGuards(SandboxCallerGuard)
  async verify(@Param('reference') reference: string): Promise<PaystackEnvelope<PaystackTransaction>> {
    const session = await this.sessions.find(reference);
    const data: PaystackTransaction = {
      status: session.status,
      reference: session.reference,
      amount: session.amount,
      currency: session.currency,
      paid_at: session.paid_at?.toISOString() ?? null,
    };
    return { status: true, message: 'Verification successful', data };
  }

  @Endpoint(ENDPOINTS.paystackSandbox.checkout)
  async checkout(@Param('reference') reference: string, @Res() response: Response): Promise<void> {
    response.type('html').send(renderSandboxCheckout(await this.sessions.find(reference)));
  }

  @Endpoint(ENDPOINTS.paystackSandbox.pay)
  async pay(@Param('reference') reference: string, @Res() response: Response): Promise<void> {
    this.returnToSite(await this.sessions.settle(reference, 'success'), response);
  }

  @Endpoint(ENDPOINTS.paystackSandbox.cancel)
  async cancel(@Param('reference') reference: string, @Res() response: Response): Promise<void> {
    this.returnToSite(await this.sessions.settle(reference, 'abandoned'), response);
  }

  /** Paystack appends trxref and reference to the callback URL; so do we. */
  private returnToSite(session: SandboxSession, response: Response): void {
    const target = new URL(session.callback_url);
    target.searchParams.set('trxref', session.reference);
    target.searchParams.set('reference', session.reference);
    response.redirect(303, target.toString());
  }
}
