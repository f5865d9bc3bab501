import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  fieldErrorsAnswer,
  siteMenusDownloadLinks,
  siteMenusOf,
  siteMenusProblems,
  SINGLE_CONTENT_ITEM,
  type MenuLink,
  type SiteMenus,
  type StaffUser,
} from '@icast/contracts';
import { DEFAULT_SITE_MENUS } from '@icast/content';
import { ContentChanges } from '../content-audit/content-changes';
import { DownloadsService } from '../downloads/downloads.service';
import { ContentRevisions } from '../revisions/content-revisions.service';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { SITE_MENUS_ID, SiteMenusRecord } from './site-menus.schema';

/** What visitors are sent: the shown entries and links only. */
function shownOnly(menus: SiteMenus): SiteMenus {
  const shown = (links: MenuLink[]) => links.filter((link) => !link.hidden);
  return {
    header: menus.header
      .filter((entry) => !entry.hidden)
      .map((entry) => (entry.kind === 'group' ? { ...entry, links: shown(entry.links) } : entry)),
    footer: menus.footer
      .filter((column) => !column.hidden)
      .map((column) => ({ ...column, links: shown(column.links) })),
  };
}

/**
 * The header's menu and the footer's links: one row, written once from libs/content on the first start and saved
 * whole afterwards through `save()`, the one place the menus change.
 */
@Injectable()
export class SiteMenusService {
  constructor(
    @InjectModel(SiteMenusRecord.name) private readonly rows: Model<SiteMenusRecord>,
    private readonly downloads: DownloadsService,
    private readonly changes: ContentChanges,
    private readonly revisions: ContentRevisions,
  ) {
    revisions.owns('menus', { restore: (_id, value, by) => this.save(value, by) });
  }

  /**
   * Writes the first menus unless the row exists; never overwrites what staff saved. Two API instances starting at
   * once both try: the insert is by `_id`, so one row whoever wins. Answers whether this call wrote it.
   */
  async seedDefaults(): Promise<boolean> {
    try {
      await this.rows.create({ _id: SITE_MENUS_ID, ...DEFAULT_SITE_MENUS, updatedAt: null, updatedBy: null });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return false;
    }
  }

  /** The menus as saved (the first ones while there is no row); the public gets the shown entries only. */
  async menus(includeHidden: boolean): Promise<SiteMenus> {
    const row = await this.rows.findById(SITE_MENUS_ID).lean<SiteMenusRecord>().exec();
    const menus = row ? { header: row.header, footer: row.footer } : DEFAULT_SITE_MENUS;
    return includeHidden ? menus : shownOnly(menus);
  }

  /**
   * Saves the menus whole: every problem refused at its field before anything is written (a document's address
   * must name a document in Downloads now); then the public cache stamp moves on (the next page every instance
   * draws shows the new menu), the change is in the content log and its revision is kept. With approval on, an
   * editor's save waits for an admin instead; the approval comes back through here.
   */
  async save(input: unknown, by: StaffUser): Promise<SiteMenus> {
    const problems = siteMenusProblems(input);
    if (problems.length > 0) throw new BadRequestException(fieldErrorsAnswer(problems));
    const menus = siteMenusOf(input as SiteMenus);
    const documents = siteMenusDownloadLinks(menus);
    if (documents.length > 0) {
      const slugs = new Set((await this.downloads.list()).map((download) => download.slug));
      const missing = documents
        .filter(({ slug }) => !slugs.has(slug))
        .map(({ field }) => ({
          field,
          message: 'There is no such document in Downloads: copy its address from there',
        }));
      if (missing.length > 0) throw new BadRequestException(fieldErrorsAnswer(missing));
    }
    // With approval on, an editor's menus wait for an admin like any page's words (the answer is what visitors see).
    const change = { current: await this.menus(true), proposed: menus, title: 'Menu and footer links' };
    if (await this.revisions.held('menus', SINGLE_CONTENT_ITEM, change, by)) return this.menus(true);
    await this.rows
      .replaceOne({ _id: SITE_MENUS_ID }, { ...menus, updatedAt: new Date(), updatedBy: by.email }, { upsert: true })
      .exec();
    await this.changes.saved(by, 'menus', 'updated', 'Menu and footer links');
    await this.revisions.saved('menus', SINGLE_CONTENT_ITEM, menus, by);
    return menus;
  }
}
