import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../platform/config/app-config';
import { PaystackSandboxKey } from './sandbox-key';

/** Outside PAYMENT_MODE=sandbox the sandbox does not exist: every route answers 404. */
@Injectable()
export class SandboxModeGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (this.config.payments.mode !== 'sandbox') throw new NotFoundException();
    return true;
  }
}

/** The sandbox's API (not its checkout page) answers only the API itself, which holds this installation's key. */
@Injectable()
export class SandboxCallerGuard implements CanActivate {
  constructor(private readonly key: PaystackSandboxKey) {}

  canActivate(context: ExecutionContext): boolean {
    const given = Buffer.from(context.switchToHttp().getRequest<Request>().headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${this.key.value}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new UnauthorizedException('Invalid key');
    }
    return true;
  }
}
