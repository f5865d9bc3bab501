import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../platform/config/app-config';
import { SandboxKey } from './sandbox.schema';

const KEY_ID = 'paystack-sandbox';

/**
 * The sandbox's secret key: it authenticates the API's calls to its own sandbox and signs sandbox webhooks.
 * Generated once per installation and kept in the database, so every API instance and restart shares it and no
 * one can read it from the source code.
 */
@Injectable()
export class PaystackSandboxKey implements OnModuleInit {
  private key: string | undefined;

  constructor(
    @InjectModel(SandboxKey.name) private readonly keys: Model<SandboxKey>,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.payments.mode === 'sandbox') this.key = await this.loadOrCreate();
  }

  /** Only in sandbox mode, after start-up. */
  get value(): string {
    if (this.key === undefined) throw new Error('The payment sandbox key exists only in PAYMENT_MODE=sandbox');
    return this.key;
  }

  private async loadOrCreate(): Promise<string> {
    const candidate = `sk_test_sandbox_${randomBytes(32).toString('hex')}`;
    const stored = () => this.keys.findById(KEY_ID).lean().exec();
    try {
      // Only the first start writes; later starts (and other instances) read what it wrote.
      await this.keys.updateOne(
        { _id: KEY_ID },
        { $setOnInsert: { secretKey: candidate, createdAt: new Date() } },
        { upsert: true },
      );
    } catch (error) {
      // Two instances starting together: one upsert loses on the unique _id, and the winner's key is there.
      if (!(await stored())) throw error;
    }
    const key = (await stored())?.secretKey;
    if (!key) throw new Error('The payment sandbox key could not be stored');
    return key;
  }
}
