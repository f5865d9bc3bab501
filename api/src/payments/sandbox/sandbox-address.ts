import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { API_PREFIX, apiUrl, ENDPOINTS, PAYSTACK_SANDBOX_PREFIX } from '@icast/contracts';
import { AppConfig } from '../../platform/config/app-config';

/** Where the in-process fake Paystack lives: the API's own listening port (server side), the site (browser side). */
@Injectable()
export class PaystackSandboxAddress {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: AppConfig,
  ) {}

  apiBaseUrl(): string {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as { address(): AddressInfo | string | null };
    const address = server?.address();
    if (address === null || typeof address !== 'object') {
      throw new ServiceUnavailableException('The test-mode payment sandbox needs the API to be listening');
    }
    return `http://127.0.0.1:${address.port}${API_PREFIX}/${PAYSTACK_SANDBOX_PREFIX}`;
  }

  /** The browser reaches the API through the site's origin, so the checkout page is addressed there. */
  checkoutUrl(reference: string): string {
    return `${this.config.publicSiteUrl}${apiUrl(ENDPOINTS.paystackSandbox.checkout, { reference })}`;
  }
}
