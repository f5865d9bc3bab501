import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DEFAULT_PRIVACY_NOTICE } from '@icast/content';
import {
  PRIVACY_NOTICE_FIELD,
  PRIVACY_NOTICE_UNKNOWN,
  type PrivacyNoticeVersion,
  type StaffUser,
  fieldRefusal,
  privacyNoticeVersionOf,
} from '@icast/contracts';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { PublicCacheVersion } from '../public-cache/public-cache-version';
import { PrivacyNoticeRecord } from './privacy-notice.schema';

type StoredNotice = PrivacyNoticeRecord & { _id: unknown };

/** What a submission stores: the notice version its page showed and when the school received it. */
export interface NoticeSeen {
  version: number;
  seenAt: Date;
  /** The form sent no version: `version` is the notice current when the school received it, the one its link opened. */
  assumed?: true;
}

const FIRST_AUTHOR = 'The school';
/** Two saves racing for the same number: the loser takes the next; more than this many at once is not editing. */
const SAVE_TRIES = 5;

function toVersion(row: StoredNotice): PrivacyNoticeVersion {
  return { version: row.version, text: row.text, savedAt: row.savedAt.toISOString(), savedBy: row.savedBy };
}

/**
 * The privacy notice, versioned: the site starts with the default text as version 1; each save by an editor or admin
 * is the next version and older ones stay readable. Forms that collect a family's details send the version they
 * showed; `seen` checks it and gives what is stored with the submission.
 */
@Injectable()
export class PrivacyNotices implements OnModuleInit {
  constructor(
    @InjectModel(PrivacyNoticeRecord.name) private readonly notices: Model<PrivacyNoticeRecord>,
    private readonly publicCache: PublicCacheVersion,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.notices.syncIndexes();
    await this.startWithDefault();
  }

  /** Version 1 is the default text, written when there is no notice at all (first start, a restore without it). */
  private async startWithDefault(): Promise<void> {
    if (await this.notices.exists({})) return;
    try {
      await this.notices.create({
        version: 1,
        text: DEFAULT_PRIVACY_NOTICE,
        savedAt: new Date(),
        savedBy: FIRST_AUTHOR,
      });
    } catch (error) {
      // Another instance starting at the same moment wrote it.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  private async latest(): Promise<StoredNotice | null> {
    const row = await this.notices.findOne().sort({ version: -1 }).lean<StoredNotice>().exec();
    if (row) return row;
    await this.startWithDefault();
    return this.notices.findOne().sort({ version: -1 }).lean<StoredNotice>().exec();
  }

  async current(): Promise<PrivacyNoticeVersion> {
    const row = await this.latest();
    if (!row) throw new NotFoundException('The privacy notice is not written yet');
    return toVersion(row);
  }

  async version(raw: string): Promise<PrivacyNoticeVersion> {
    const version = privacyNoticeVersionOf(raw);
    const row = version === null ? null : await this.notices.findOne({ version }).lean<StoredNotice>().exec();
    if (!row) throw new NotFoundException('No such version of the privacy notice');
    return toVersion(row);
  }

  async versions(): Promise<PrivacyNoticeVersion[]> {
    const rows = await this.notices.find().sort({ version: -1 }).limit(1000).lean<StoredNotice[]>().exec();
    return rows.map(toVersion);
  }

  /** A new version with the next number; the unique number makes two saves at once two versions, never one lost. */
  async save(text: string, by: StaffUser): Promise<PrivacyNoticeVersion> {
    for (let attempt = 1; ; attempt += 1) {
      const version = ((await this.latest())?.version ?? 0) + 1;
      try {
        const row = await this.notices.create({
          version,
          text,
          savedAt: new Date(),
          savedBy: by.name,
          savedById: by.id,
        });
        await this.publicCache.changed();
        return toVersion(row.toObject() as StoredNotice);
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= SAVE_TRIES) throw error;
      }
    }
  }

  /**
   * What a form's submission stores: the version its page showed and the time the school received it. The current
   * version is accepted, and the one just before it (a page opened before a save and sent after it showed that
   * one, and the family did see a notice); anything else is refused at the field, so the family reloads.
   * A submission that sends no version (its page could not load the notice's number, a no-script page, a script)
   * records the version current when it arrived, marked `assumed`: every form shows the notice line, whose link
   * opens the current notice, so that is the notice the family was pointed to, and the form is never lost for it.
   */
  async seen(sent: unknown, now = new Date()): Promise<NoticeSeen | undefined> {
    const current = (await this.latest())?.version ?? 0;
    if (sent === undefined || sent === null || sent === '') {
      return current > 0 ? { version: current, seenAt: now, assumed: true } : undefined;
    }
    const version = privacyNoticeVersionOf(sent);
    if (version === null || version > current || version < current - 1) {
      throw new BadRequestException(fieldRefusal(PRIVACY_NOTICE_FIELD, PRIVACY_NOTICE_UNKNOWN));
    }
    return { version, seenAt: now };
  }
}
