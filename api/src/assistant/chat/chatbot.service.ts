import { Inject, Injectable } from '@nestjs/common';
import type {
  ChatbotReply,
  ChatbotRequest,
  ChatFeedbackRequest,
  SavedStaffAnswer,
  StaffAnswer,
} from '@icast/contracts';
import { judge } from './answerability';
import { CHAT_LLM_SETTINGS, type ChatLlmSettings } from '../../platform/chat-model';
import { askChatLlm } from './chat-llm';
import { ChatKnowledge } from './chat-knowledge';
import { staffAnswerEntry } from './knowledge-base';
import { composeReply, type QuestionReply } from './chat-reply';
import { type AskedQuestion, understand, withContext } from './conversation';
import { smallTalkReply } from './small-talk';
import { UnansweredQuestionsService } from './unanswered-questions.service';

@Injectable()
export class ChatbotService {
  constructor(
    private readonly knowledge: ChatKnowledge,
    private readonly unanswered: UnansweredQuestionsService,
    @Inject(CHAT_LLM_SETTINGS) private readonly llm: ChatLlmSettings | null,
  ) {}

  async reply({ message, previous }: ChatbotRequest): Promise<ChatbotReply> {
    const { index, contact } = await this.knowledge.current();
    const understood = understand(index, message, previous);
    if (understood.smallTalk) {
      return { text: smallTalkReply(understood.smallTalk), sources: [], outcome: 'small-talk' };
    }
    const replies = await Promise.all(
      understood.questions.map(async (asked): Promise<QuestionReply> => ({ asked, answer: await this.answer(asked) })),
    );
    await Promise.all(replies.map((reply) => this.listForStaff(reply.asked)));
    return composeReply(understood.opening, replies, contact);
  }

  /** The visitor pressed "Not helpful": the question goes on the staff list, marked as such. */
  async notHelpful({ question, previous }: ChatFeedbackRequest): Promise<void> {
    await this.unanswered.record(withContext(question, previous), 'notHelpful');
  }

  /**
   * After staff save an answer: asks the assistant its question, as a parent would, to say truthfully whether the
   * answer is now given, and takes off the list every listed question it now answers with confidence.
   */
  async checkStaffAnswer(saved: StaffAnswer): Promise<SavedStaffAnswer> {
    const { index } = await this.knowledge.current();
    const id = staffAnswerEntry(saved).id;
    const answeredBy = (question: string) => {
      const judgement = judge(index, index.read(question));
      return judgement.verdict === 'answer' && judgement.best?.entry.id === id;
    };
    const alsoAnswered: string[] = [];
    for (const listed of await this.unanswered.list()) {
      // A follow-up is listed with the question before it; only the visitor's own words are asked again.
      if (listed.question.includes(' (after "') || !answeredBy(listed.question)) continue;
      if (await this.unanswered.remove(listed._id)) alsoAnswered.push(listed.question);
    }
    return { ...saved, answersItsQuestion: answeredBy(saved.question), alsoAnswered };
  }

  /** The passage's answer, phrased by the LLM when one is configured and its reply passes the checks. */
  private async answer(asked: AskedQuestion): Promise<QuestionReply['answer']> {
    const { best, answering } = asked.judgement;
    if (!best) return undefined;
    if (this.llm) {
      const passages = answering.slice(0, 3).map((hit) => hit.entry);
      const phrased = await askChatLlm(this.llm, asked.asked, passages);
      if (phrased) return { text: phrased.text, sources: phrased.cited.map((entry) => entry.source) };
    }
    return { text: best.entry.answer, sources: [best.entry.source] };
  }

  /** Every fallback and every answer given without confidence, with the visitor's words. */
  private async listForStaff(asked: AskedQuestion): Promise<void> {
    const { verdict } = asked.judgement;
    // A fragment with no topic at all ("how much?" with nothing before it) is asked to say more, not listed.
    if (verdict === 'answer' || asked.read.topic.length === 0) return;
    await this.unanswered.record(asked.asked, verdict === 'unsure' ? 'lowConfidence' : 'noAnswer');
  }
}
