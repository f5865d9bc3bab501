import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { BlogPost, BlogPostSchema } from './blog-post.schema';
import { BlogSlugs } from './blog-slugs';

/** The blog model on its own, so the public blog, the admin tools and the dashboard share one schema and its slugs. */
@Module({
  imports: [MongooseModule.forFeature([{ name: BlogPost.name, schema: BlogPostSchema }]), PublicCacheModule],
  providers: [BlogSlugs],
  exports: [MongooseModule, PublicCacheModule, BlogSlugs],
})
export class BlogDataModule {}
