import { Inject, Injectable } from '@nestjs/common';
import { CHAT_PERSONA } from '@icast/content';
import type { ChatbotReply } from '@icast/contracts';
import { AppConfig } from '../config/app-config';
import { askChatLlm, CHAT_LLM_SETTINGS, type ChatLlmSettings } from './chat-llm';
import { buildKnowledgeBase } from './knowledge-base';
import { CONFIDENCE_THRESHOLD, KnowledgeRetriever } from './retrieval';
import { CHAT_GREETING_REPLIES, CHAT_THANKS_REPLIES, chatFallbackText, isGreeting, isThanks } from './small-talk';
import { UnansweredQuestionsService } from './unanswered-questions.service';

const CONTACT_SOURCE = { title: 'Contact Us', path: '/contacts' };

/** "Who are you?" is all stop words to the retriever, so it is recognised here. */
const IDENTITY_QUESTION = /\b(who are you|who is this|your name|aunty funky|are you (a )?(bot|robot|human|real))\b/i;

function pick<T>(options: readonly T[]): T {
  return options[Math.floor(Math.random() * options.length)] as T;
}

/**
 * The reply is plain text for a text renderer. A provider could still send markup; strip it so no client,
 * including the original site's (which rendered the reply as HTML), ever receives executable HTML.
 */
export function toPlainText(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .trim();
}

@Injectable()
export class ChatbotService {
  private readonly retriever: KnowledgeRetriever;

  constructor(
    config: AppConfig,
    private readonly unanswered: UnansweredQuestionsService,
    @Inject(CHAT_LLM_SETTINGS) private readonly llm: ChatLlmSettings | null,
  ) {
    this.retriever = new KnowledgeRetriever(buildKnowledgeBase(config.admissions));
  }

  async reply(message: string): Promise<ChatbotReply> {
    if (isGreeting(message)) return { text: pick(CHAT_GREETING_REPLIES), sources: [] };
    if (isThanks(message)) return { text: pick(CHAT_THANKS_REPLIES), sources: [] };
    if (IDENTITY_QUESTION.test(message)) return { text: CHAT_PERSONA.greeting, sources: [] };

    const confident = this.retriever.rank(message, 3).filter((hit) => hit.score >= CONFIDENCE_THRESHOLD);
    const [best] = confident;
    if (!best) {
      await this.unanswered.record(message);
      return { text: chatFallbackText(), sources: [CONTACT_SOURCE] };
    }
    if (this.llm) {
      const phrased = await askChatLlm(
        this.llm,
        message,
        confident.map((hit) => hit.entry),
      );
      const text = phrased && toPlainText(phrased.text);
      if (phrased && text) return { text, sources: phrased.cited.map((entry) => entry.source) };
    }
    return { text: best.entry.answer, sources: [best.entry.source] };
  }
}
