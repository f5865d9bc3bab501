import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AppConfig } from '../../platform/config/app-config';
import type { PaystackInitializeInput } from '../paystack.client';
import { SandboxSession, type SandboxSessionStatus } from './sandbox.schema';

/** The longest title a test checkout shows for what is paid. */
const SANDBOX_DESCRIPTION_MAX = 200;

/** How long a started test checkout can still be paid or cancelled; then it is pruned. */
export const SANDBOX_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Only an address on this site: a sandbox checkout must never send a parent anywhere else. */
export function isAddressOnSite(address: string, siteUrl: string): boolean {
  let target: URL;
  try {
    target = new URL(address);
  } catch {
    return false;
  }
  const site = new URL(siteUrl);
  const sitePath = site.pathname.replace(/\/+$/, '');
  const underPath = sitePath === '' || target.pathname === sitePath || target.pathname.startsWith(`${sitePath}/`);
  return target.origin === site.origin && underPath && target.username === '' && target.password === '';
}

/** The sandbox's checkouts, in the database so a restart loses none; each expires after a day. */
@Injectable()
export class PaystackSandboxSessions {
  constructor(
    @InjectModel(SandboxSession.name) private readonly sessions: Model<SandboxSession>,
    private readonly config: AppConfig,
  ) {}

  async start(input: PaystackInitializeInput): Promise<void> {
    this.requireOnSite(input.callback_url);
    const now = new Date();
    await this.sessions.deleteMany({ expiresAt: { $lte: now } }).exec();
    const { reference, email, amount, currency, callback_url } = input;
    const described = input.metadata?.for;
    const description = typeof described === 'string' ? described.slice(0, SANDBOX_DESCRIPTION_MAX) : undefined;
    // Paystack answers a second initialize of the same reference with an error; so does the unique index here.
    await this.sessions.create({
      reference,
      email,
      amount,
      currency,
      callback_url,
      ...(description ? { description } : {}),
      status: 'ongoing',
      createdAt: now,
      expiresAt: new Date(now.getTime() + SANDBOX_SESSION_TTL_MS),
    });
  }

  async find(reference: string): Promise<SandboxSession> {
    const session = await this.sessions
      .findOne({ reference: String(reference), expiresAt: { $gt: new Date() } })
      .lean()
      .exec();
    if (!session) throw new NotFoundException('Transaction reference not found');
    return session;
  }

  /** Pay or Cancel: only an ongoing checkout changes (one conditional update), then the parent goes back. */
  async settle(reference: string, status: Exclude<SandboxSessionStatus, 'ongoing'>): Promise<SandboxSession> {
    // Stored addresses were checked on the way in; PUBLIC_SITE_URL may have moved since.
    this.requireOnSite((await this.find(reference)).callback_url);
    await this.sessions
      .updateOne(
        { reference: String(reference), status: 'ongoing', expiresAt: { $gt: new Date() } },
        { $set: { status, ...(status === 'success' ? { paid_at: new Date() } : {}) } },
      )
      .exec();
    return this.find(reference);
  }

  private requireOnSite(callbackUrl: string): void {
    if (!isAddressOnSite(callbackUrl, this.config.publicSiteUrl)) {
      throw new BadRequestException(
        `callback_url must be an address on this site (under ${this.config.publicSiteUrl})`,
      );
    }
  }
}
