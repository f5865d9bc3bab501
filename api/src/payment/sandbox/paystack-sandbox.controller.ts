import { Body, Controller, Headers, NotFoundException, Param, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { ENDPOINTS, type PaystackEnvelope } from '@icast/contracts';
import { Endpoint } from '../../common/endpoint.decorator';
import { AppConfig } from '../../config/app-config';
import type { PaystackInitializeInput, PaystackTransaction } from '../paystack.client';
import { PaystackSandboxAddress } from './sandbox-address';
import { renderSandboxCheckout } from './sandbox-checkout.html';

interface SandboxTransaction extends PaystackInitializeInput {
  status: 'ongoing' | 'success' | 'abandoned';
  paid_at: string | null;
}

/**
 * Test mode only (no PAYSTACK_SECRET_KEY): a stand-in for Paystack's API and checkout, mounted in the API.
 * Transactions live in memory, as they would on Paystack's side, not in our database.
 */
@ApiExcludeController()
@Controller()
export class PaystackSandboxController {
  private readonly transactions = new Map<string, SandboxTransaction>();

  constructor(
    private readonly config: AppConfig,
    private readonly address: PaystackSandboxAddress,
  ) {}

  @Endpoint(ENDPOINTS.paystackSandbox.initialize)
  initialize(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: PaystackInitializeInput,
  ): PaystackEnvelope<{ authorization_url: string; reference: string }> {
    this.requireSandboxCaller(authorization);
    this.transactions.set(body.reference, { ...body, status: 'ongoing', paid_at: null });
    const data = { authorization_url: this.address.checkoutUrl(body.reference), reference: body.reference };
    return { status: true, message: 'Authorization URL created', data };
  }

  @Endpoint(ENDPOINTS.paystackSandbox.verify)
  verify(
    @Headers('authorization') authorization: string | undefined,
    @Param('reference') reference: string,
  ): PaystackEnvelope<PaystackTransaction> {
    this.requireSandboxCaller(authorization);
    const transaction = this.find(reference);
    const data: PaystackTransaction = {
      status: transaction.status,
      reference,
      amount: transaction.amount,
      currency: transaction.currency,
      paid_at: transaction.paid_at,
    };
    return { status: true, message: 'Verification successful', data };
  }

  @Endpoint(ENDPOINTS.paystackSandbox.checkout)
  checkout(@Param('reference') reference: string, @Res() response: Response): void {
    const transaction = this.find(reference);
    response.type('html').send(renderSandboxCheckout(transaction));
  }

  @Endpoint(ENDPOINTS.paystackSandbox.pay)
  pay(@Param('reference') reference: string, @Res() response: Response): void {
    const transaction = this.find(reference);
    if (transaction.status === 'ongoing')
      Object.assign(transaction, { status: 'success', paid_at: new Date().toISOString() });
    this.returnToSite(transaction, response);
  }

  @Endpoint(ENDPOINTS.paystackSandbox.cancel)
  cancel(@Param('reference') reference: string, @Res() response: Response): void {
    const transaction = this.find(reference);
    if (transaction.status === 'ongoing') transaction.status = 'abandoned';
    this.returnToSite(transaction, response);
  }

  /** Paystack appends trxref and reference to the callback URL; so do we. */
  private returnToSite(transaction: SandboxTransaction, response: Response): void {
    const target = new URL(transaction.callback_url);
    target.searchParams.set('trxref', transaction.reference);
    target.searchParams.set('reference', transaction.reference);
    response.redirect(303, target.toString());
  }

  private find(reference: string): SandboxTransaction {
    const transaction = this.config.payments.paystackSecretKey === undefined && this.transactions.get(reference);
    if (!transaction) throw new NotFoundException('Transaction reference not found');
    return transaction;
  }

  private requireSandboxCaller(authorization: string | undefined): void {
    if (this.config.payments.paystackSecretKey !== undefined) throw new NotFoundException();
    if (authorization !== `Bearer ${PaystackSandboxAddress.SECRET_KEY}`) {
      throw new UnauthorizedException('Invalid key');
    }
  }
}
