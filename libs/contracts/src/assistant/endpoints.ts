import type { PrivacyNoticeSeen } from '../content/privacy-notice';
import type { FaqItem } from '../content/site-content';
import { type FileResult, type None, route, staff } from '../endpoint';
import type { PagedList } from '../platform/paging';
import type { StaffList } from '../platform/types';
import type {
  ChatFeedbackRequest,
  ChatbotReply,
  ChatbotRequest,
  SavedStaffAnswer,
  StaffAnswer,
  StaffAnswerInput,
  UnansweredQuestion,
  VisitorRecord,
} from './types';

/** Aunty ICAST and the visitors who leave a number in the chat. */
export const ASSISTANT_ENDPOINTS = {
  visitors: {
    record: route<{ name?: string; number: string } & PrivacyNoticeSeen, { message: string; data: VisitorRecord }>()(
      'POST',
      'visitor',
      'public',
    ),
    list: route<None, PagedList<VisitorRecord>>()('GET', 'visitor/visitors', staff('admissions')),
    csv: route<None, FileResult>()('GET', 'visitor/visitors.csv', staff('admissions')),
  },
  chatbot: {
    reply: route<ChatbotRequest, ChatbotReply>()('POST', 'chatbot/bot-response', 'public'),
    feedback: route<ChatFeedbackRequest, { message: string }>()('POST', 'chatbot/feedback', 'public'),
    unanswered: route<None, StaffList<UnansweredQuestion>>()(
      'GET',
      'chatbot/unanswered',
      staff('editor', 'admissions'),
    ),
    dismissUnanswered: route<None, { message: string }>()(
      'DELETE',
      'chatbot/unanswered/:id',
      staff('editor', 'admissions'),
    ),
    staffAnswers: route<None, StaffList<StaffAnswer>>()('GET', 'chatbot/answers', staff('editor', 'admissions')),
    createStaffAnswer: route<StaffAnswerInput, SavedStaffAnswer>()(
      'POST',
      'chatbot/answers',
      staff('editor', 'admissions'),
    ),
    updateStaffAnswer: route<Omit<StaffAnswerInput, 'unansweredId'>, SavedStaffAnswer>()(
      'PUT',
      'chatbot/answers/:id',
      staff('editor', 'admissions'),
    ),
    removeStaffAnswer: route<None, { message: string }>()(
      'DELETE',
      'chatbot/answers/:id',
      staff('editor', 'admissions'),
    ),
    /** The staff answer becomes an FAQ (shown on /faq, category general) and leaves the staff answers. */
    publishStaffAnswer: route<None, FaqItem>()('POST', 'chatbot/answers/:id/faq', staff('editor')),
  },
} as const;
