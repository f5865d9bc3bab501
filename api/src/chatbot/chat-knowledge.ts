import { Inject, Injectable, Logger } from '@nestjs/common';
import type { StaffAnswer } from '@icast/contracts';
import { AppConfig } from '../config/app-config';
import { RefreshingValue } from '../common/refreshing-value';
import { buildKnowledgeBase, type ChatFeatures, type KnowledgeEntry, staffAnswerEntry } from './knowledge-base';
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
 * What the assistant answers from: the built-in content plus the answers staff wrote, as one index. The index is
 * rebuilt only when the staff answers change; when they cannot be read, the built-in content still answers.
 */
@Injectable()
export class ChatKnowledge {
  private readonly logger = new Logger(ChatKnowledge.name);
  private readonly builtIn: KnowledgeEntry[];
  private built: { key: string; index: KnowledgeIndex };
  private staffAnswers: RefreshingValue<StaffAnswer[]>;
  private lastWarnedAt = 0;

  constructor(
    config: AppConfig,
    @Inject(CHAT_FEATURES) features: ChatFeatures,
    private readonly staff: StaffAnswersService,
  ) {
    this.builtIn = buildKnowledgeBase(config.admissions, features);
    this.built = { key: '', index: new KnowledgeIndex(this.builtIn) };
    this.staffAnswers = this.readStaffAnswers();
  }

  async current(): Promise<KnowledgeIndex> {
    let answers: StaffAnswer[];
    try {
      answers = (await this.staffAnswers.get()).value;
    } catch (error) {
      // Once a minute at most: while the database is away every question would say it again.
      if (Date.now() - this.lastWarnedAt > 60_000) {
        this.lastWarnedAt = Date.now();
        this.logger.warn(`Staff answers unavailable, answering from the built-in content: ${(error as Error).message}`);
      }
      return this.built.index;
    }
    const key = answers.map((answer) => `${answer._id}@${answer.updatedAt}`).join(' ');
    if (key !== this.built.key) {
      this.built = { key, index: new KnowledgeIndex([...this.builtIn, ...answers.map(staffAnswerEntry)]) };
    }
    return this.built.index;
  }

  /** After a staff answer is saved or removed here: the next question reads them afresh. */
  changed(): void {
    this.staffAnswers = this.readStaffAnswers();
  }

  private readStaffAnswers(): RefreshingValue<StaffAnswer[]> {
    return new RefreshingValue(() => this.staff.list(), {
      freshForMs: STAFF_ANSWERS_FRESH_MS,
      servableForMs: STAFF_ANSWERS_SERVABLE_MS,
    });
  }
}
