import { Module } from '@nestjs/common';
import { PublicCacheVersion } from './public-cache-version';
import { PublicContentVersionController } from './public-content-version.controller';
import { PublicReadCache } from './public-read-cache';

/**
 * The one cache of public reads and its cross-instance invalidation. Every feature that serves public content
 * imports this module (one instance for the app), puts `PublicResponseCacheInterceptor` on its public reads and calls
 * `PublicCacheVersion.changed()` after each write.
 */
@Module({
  controllers: [PublicContentVersionController],
  providers: [PublicReadCache, PublicCacheVersion],
  exports: [PublicReadCache, PublicCacheVersion],
})
export class PublicCacheModule {}
