import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BlogPost, BlogPostSchema } from './blog-post.schema';
import { BlogCacheVersion } from './blog-cache-version';
import { BlogReadCache } from './blog-read-cache';

/** The blog model on its own, so the public blog, the admin tools and the dashboard share one schema. */
@Module({
  imports: [MongooseModule.forFeature([{ name: BlogPost.name, schema: BlogPostSchema }])],
  providers: [BlogReadCache, BlogCacheVersion],
  exports: [MongooseModule, BlogReadCache, BlogCacheVersion],
})
export class BlogDataModule {}
