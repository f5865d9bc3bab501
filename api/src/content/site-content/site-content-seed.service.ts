import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { claimSeed, seedApplied } from '../../platform/database/seed-markers';
import { PublicCacheVersion } from '../public-cache/public-cache-version';
import type { ContentList } from './content-list';
import type { ListItemFields } from './content-lists.schema';
import { DEFAULT_COUNTERS, DEFAULT_FAQS, DEFAULT_HERO_SLIDES, DEFAULT_TESTIMONIALS } from './site-content.defaults';
import { SiteContentService } from './site-content.service';
import { SitePagesService } from './site-pages.service';
import { SiteMenusService } from './site-menus.service';

/** One list's seed: its marker, and what to write while the list has never been seeded and is empty. */
const seed = <Row extends ListItemFields>(
  marker: string,
  list: ContentList<Row, unknown>,
  defaults: Array<Partial<Row>>,
) => ({
  marker,
  isEmpty: async () => (await list.collection.estimatedDocumentCount().exec()) === 0,
  insert: () => list.insertAll(defaults),
});

/**
 * On the first start, writes the school's published content from libs/content, each list once per database (a
 * marker row per list): what staff edit or delete afterwards is never written over or brought back. Settings are
 * written only when there is no settings row.
 */
@Injectable()
export class SiteContentSeedService implements OnModuleInit {
  private readonly logger = new Logger('SiteContentSeed');

  constructor(
    private readonly content: SiteContentService,
    @InjectConnection() private readonly connection: Connection,
    private readonly publicCache: PublicCacheVersion,
    private readonly pages: SitePagesService,
    private readonly menus: SiteMenusService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.seedOnce();
  }

  /** The lists it wrote defaults into (none once every list was seeded before). */
  async seedOnce(): Promise<string[]> {
    await this.content.ensureSettingsRow();
    const seeded: string[] = [];
    const lists = [
      seed('site-faqs-v1', this.content.faqs, DEFAULT_FAQS),
      seed('site-testimonials-v1', this.content.testimonials, DEFAULT_TESTIMONIALS),
      seed('site-hero-slides-v1', this.content.heroSlides, DEFAULT_HERO_SLIDES),
      seed('site-counters-v1', this.content.counters, DEFAULT_COUNTERS),
    ];
    for (const { marker, isEmpty, insert } of lists) {
      if (await seedApplied(this.connection, marker)) continue;
      const empty = await isEmpty();
      if (!(await claimSeed(this.connection, marker)) || !empty) continue;
      await insert();
      seeded.push(marker);
    }
    seeded.push(...(await this.pages.seedDefaults()).map((key) => `site-page-${key}`));
    if (await this.menus.seedDefaults()) seeded.push('site-menus');
    if (seeded.length > 0) {
      await this.publicCache.changed();
      this.logger.log(`Wrote the published site content from libs/content: ${seeded.join(', ')}`);
    }
    return seeded;
  }
}
