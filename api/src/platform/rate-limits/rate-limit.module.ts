import { Global, Module } from '@nestjs/common';
import { RateLimitStore } from './rate-limit-store';

/** The one per-address counter every instance shares: the throttler's storage and the blog's database-read budget. */
@Global()
@Module({ providers: [RateLimitStore], exports: [RateLimitStore] })
export class RateLimitModule {}
