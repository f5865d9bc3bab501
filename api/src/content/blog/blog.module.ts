import { Module } from '@nestjs/common';
import { BlogDataModule } from './blog-data.module';
import { BlogPublicController } from './blog-public.controller';
import { BlogPublicService } from './blog-public.service';
import { BlogSeedService } from './blog-seed.service';

/** The blog feature. Public reading lives here; the admin tools (BlogAdminModule) add their controller beside it. */
@Module({
  imports: [BlogDataModule],
  controllers: [BlogPublicController],
  providers: [BlogPublicService, BlogSeedService],
  exports: [BlogPublicService],
})
export class BlogModule {}
