import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { SchoolContacts, StaffAnswer } from '@icast/contracts';
import { AppConfig } from '../../platform/config/app-config';
import { RefreshingValue } from '../../platform/http/refreshing-value';
import { SiteContentService } from '../../content';
import { DownloadsService, EventsService, SitePagesService } from '../../content';
import { RECENT_EVENT_DAYS, UPCOMING_EVENTS_KNOWN } from './school-calendar-knowledge';
import {
  buildKnowledgeBase,
  builtInFacts,
  type ChatFeatures,
  type SiteFacts,
  staffAnswerEntry,
} from './knowledge-base';
import { KnowledgeIndex } from './retrieval';
import { StaffAnswersService } from './staff-answers/staff-answers.service';

export const CHAT_FEATURES = Symbol('CHAT_FEATURES');

/** What the assistant may promise: e-mailed receipts only when the API has a mail relay (validated SMTP_URL). */
export function chatFeaturesFrom(config: AppConfig): ChatFeatures {
  return { emailReceipts: config.messaging.smtpUrl !== undefined };
}

/**
 * Another API instance's new staff answer is searched here within this long; this instance's own at once. Each
 * instance reads the staff answers at most this often, so chat requests never wait on the database.
 */
export const STAFF_ANSWERS_FRESH_MS = 5_000;
/** After a quiet spell longer than this, the first question waits for a fresh read. */
const STAFF_ANSWERS_SERVABLE_MS = 60_000;
/**
 * Site content is read again after every change, and at least this often: an event moves from coming up to held
 * with the clock, not with an edit.
 */
export const SITE_FACTS_MAX_AGE_MS = 60 * 60 * 1000;
/** The past events read, latest first; those older than RECENT_EVENT_DAYS are left out of the passages. */
const RECENT_EVENTS_READ = 10;

/** What a question is answered from: the index, and who to send the visitor to when it has no answer. */
export interface ChatKnowledgeNow {
  index: KnowledgeIndex;
  contact: SchoolContacts;
}

/**
 * What the assistant answers from: the FAQs and facts staff edit (SiteContentService) plus the answers staff wrote,
 * as one index. The index is rebuilt only when either changes, never per question: site content is read once and
 * again after each change heard from any API instance; staff answers at most every few seconds. When the database
 * cannot be read, the last index (at first libs/content's) still answers.
 */
@Injectable()
export class ChatKnowledge implements OnModuleDestroy {
  private readonly logger = new Logger(ChatKnowledge.name);
  private built: ChatKnowledgeNow & { key: string };
  private staffAnswers: RefreshingValue<StaffAnswer[]>;
  /** The site content read since its last change; `version` counts the changes heard. */
  private site: { version: number; facts?: Promise<SiteFacts>; readAt?: number } = { version: 0 };
  private readonly stopListening: () => void;
  private lastWarnedAt = 0;

  constructor(
    private readonly config: AppConfig,
    @Inject(CHAT_FEATURES) private readonly features: ChatFeatures,
    private readonly staff: StaffAnswersService,
    private readonly siteContent: SiteContentService,
    private readonly events: EventsService,
    private readonly downloads: DownloadsService,
    private readonly sitePages: SitePagesService,
  ) {
    const facts = builtInFacts(config.admissions.academicYear);
    this.built = {
      key: '',
      index: new KnowledgeIndex(buildKnowledgeBase(config.admissions, features, facts)),
      contact: facts.settings,
    };
    this.staffAnswers = this.readStaffAnswers();
    this.stopListening = siteContent.onChange(() => {
      this.site = { version: this.site.version + 1 };
    });
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  async current(): Promise<ChatKnowledgeNow> {
    if (this.site.readAt !== undefined && Date.now() - this.site.readAt > SITE_FACTS_MAX_AGE_MS) {
      this.site = { version: this.site.version + 1 };
    }
    const site = this.site;
    let answers: StaffAnswer[];
    let facts: SiteFacts;
    try {
      if (!site.facts) {
        site.readAt = Date.now();
        site.facts = this.readSiteFacts();
      }
      [answers, facts] = await Promise.all([this.staffAnswers.get().then((read) => read.value), site.facts]);
    } catch (error) {
      // A failed read is not kept: the next question tries again.
      if (this.site === site) this.site = { version: site.version };
      // Once a minute at most: while the database is away every question would say it again.
      if (Date.now() - this.lastWarnedAt > 60_000) {
        this.lastWarnedAt = Date.now();
        this.logger.warn(`Site content or staff answers unavailable, answering as before: ${(error as Error).message}`);
      }
      return this.built;
    }
    const key = `${site.version} ${answers.map((answer) => `${answer._id}@${answer.updatedAt}`).join(' ')}`;
    if (key !== this.built.key) {
      const entries = [
        ...buildKnowledgeBase(this.config.admissions, this.features, facts),
        ...answers.map(staffAnswerEntry),
      ];
      this.built = { key, index: new KnowledgeIndex(entries), contact: facts.settings };
    }
    return this.built;
  }

  /** After a staff answer is saved or removed here: the next question reads them afresh. */
  changed(): void {
    this.staffAnswers = this.readStaffAnswers();
  }

  private async readSiteFacts(): Promise<SiteFacts> {
    const now = new Date();
    const [faqs, settings, content, upcoming, past, downloads, pages] = await Promise.all([
      this.siteContent.currentFaqs(),
      this.siteContent.settings(),
      this.siteContent.publicContent(now),
      this.events.list({ when: 'upcoming', limit: UPCOMING_EVENTS_KNOWN }, now),
      this.events.list({ when: 'past', limit: RECENT_EVENTS_READ }, now),
      this.downloads.list(),
      this.sitePages.pagesText(),
    ]);
    const recentSince = now.getTime() - RECENT_EVENT_DAYS * 24 * 60 * 60 * 1000;
    const recent = past.filter((event) => Date.parse(event.endsAt) >= recentSince);
    return {
      faqs,
      settings,
      calendar: { events: [...upcoming, ...recent], announcement: content.announcement, readAt: now },
      downloads,
      pages,
    };
  }

  private readStaffAnswers(): RefreshingValue<StaffAnswer[]> {
    return new RefreshingValue(() => this.staff.list(), {
      freshForMs: STAFF_ANSWERS_FRESH_MS,
      servableForMs: STAFF_ANSWERS_SERVABLE_MS,
    });
  }
}
