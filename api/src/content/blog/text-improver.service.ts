import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { ImprovedText } from '@icast/contracts';
import { CHAT_LLM_SETTINGS, chatCompletion, type ChatLlmSettings } from '../../platform/chat-model';
import { ImproverBusyError, ImproveTimeoutError, TextImproverPool } from './text-improver.pool';
import { changesBetween } from './text-changes';

export const NOTHING_TO_IMPROVE = 'Write something first!';
export const IMPROVE_TOO_SLOW =
  'Improving this text took too long, so it was stopped; your text is unchanged. Try again, or improve a shorter part.';
export const IMPROVER_BUSY = 'Many texts are being improved right now; your text is unchanged. Try again in a moment.';
export const MODEL_NOT_USED =
  'The AI model could not help this time, so the spelling and style check made these suggestions instead.';

/**
 * The most one text may take. The offline editor needs well under a second for a typical post and caps its
 * dictionary look-ups, so this is only reached by a pathological text or a machine under heavy load.
 */
export const IMPROVE_TIME_LIMIT_MS = 10_000;

const INSTRUCTIONS =
  'You edit news posts for ICAST Schools, a nursery, primary and secondary school in Ibadan, Nigeria. ' +
  'Fix spelling, grammar, punctuation and awkward phrasing in the post the user sends. Keep its meaning, its ' +
  'paragraphs and its length. Keep every name, place, class name (JSS1, SS3, Primary 4), date and number exactly ' +
  'as written, including Yoruba accents. Add no facts. Reply with the edited post only.';

/** Capitalised words inside a sentence (names, places, ICAST) and every figure: a model's edit must keep them all. */
function wordsToKeep(text: string): string[] {
  const names = [...text.matchAll(/(?<![.!?]\s*|^\s*)(?<=\s)(\p{Lu}[\p{L}\p{M}\d'-]*)/gu)].map((match) => match[1]!);
  return [...names, ...(text.match(/\d+/g) ?? [])];
}

/**
 * "Improve". With a model configured (CHAT_LLM_URL, the chat's client) the model edits the text; a reply that is
 * empty, late, or drops a name or a figure is not used, and the offline spelling and style check answers instead,
 * saying so. The offline check runs in worker threads, so a long text never stalls other requests.
 */
@Injectable()
export class TextImproverService implements OnModuleDestroy {
  private readonly pool = new TextImproverPool({ timeLimitMs: IMPROVE_TIME_LIMIT_MS });
  private readonly logger = new Logger('TextImprover');

  constructor(@Inject(CHAT_LLM_SETTINGS) private readonly model: ChatLlmSettings | null) {}

  get by(): ImprovedText['by'] {
    return this.model ? 'model' : 'spelling-check';
  }

  async improve(text: string): Promise<ImprovedText> {
    if (text.trim() === '') throw new BadRequestException(NOTHING_TO_IMPROVE);
    if (this.model) {
      const edited = await this.askModel(this.model, text);
      if (edited !== undefined)
        return { improvedText: edited, changes: changesBetween(text, edited, 'model'), by: 'model' };
    }
    const improvedText = await this.checkOffline(text);
    const changes = changesBetween(text, improvedText, 'spelling-check');
    return { improvedText, changes, by: 'spelling-check', ...(this.model ? { notice: MODEL_NOT_USED } : {}) };
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.close();
  }

  private async askModel(model: ChatLlmSettings, text: string): Promise<string | undefined> {
    try {
      const reply = (
        await chatCompletion(model, [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: text },
        ])
      ).trim();
      if (reply === '') throw new Error('empty reply');
      const dropped = wordsToKeep(text).filter((word) => !reply.includes(word));
      if (dropped.length > 0) throw new Error(`reply dropped ${dropped.slice(0, 5).join(', ')}`);
      return reply;
    } catch (error) {
      this.logger.warn(`model edit not used, checking offline: ${(error as Error).message}`);
      return undefined;
    }
  }

  private async checkOffline(text: string): Promise<string> {
    try {
      return await this.pool.improve(text);
    } catch (error) {
      if (error instanceof ImproveTimeoutError) throw new ServiceUnavailableException(IMPROVE_TOO_SLOW);
      if (error instanceof ImproverBusyError) throw new ServiceUnavailableException(IMPROVER_BUSY);
      throw error;
    }
  }
}
