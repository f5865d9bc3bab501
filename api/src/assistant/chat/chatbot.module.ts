import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../../platform/config/app-config';
import { SiteContentModule } from '../../content';
import { DownloadsModule, EventsModule } from '../../content';
import { CHAT_FEATURES, ChatKnowledge, chatFeaturesFrom } from './chat-knowledge';
import { CHAT_LLM_SETTINGS, chatLlmSettingsFrom } from '../../platform/chat-model';
import { ChatbotController } from './chatbot.controller';
import { ChatbotService } from './chatbot.service';
import { StaffAnswer, StaffAnswerSchema } from './staff-answers/staff-answer.schema';
import { StaffAnswersController } from './staff-answers/staff-answers.controller';
import { StaffAnswersService } from './staff-answers/staff-answers.service';
import { UnansweredQuestion, UnansweredQuestionSchema } from './unanswered-question.schema';
import { UnansweredQuestionsService } from './unanswered-questions.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: UnansweredQuestion.name, schema: UnansweredQuestionSchema },
      { name: StaffAnswer.name, schema: StaffAnswerSchema },
    ]),
    SiteContentModule,
    EventsModule,
    DownloadsModule,
  ],
  controllers: [ChatbotController, StaffAnswersController],
  providers: [
    ChatbotService,
    ChatKnowledge,
    UnansweredQuestionsService,
    StaffAnswersService,
    // Null when CHAT_LLM_URL is unset: the retrieval answer is the reply.
    { provide: CHAT_LLM_SETTINGS, useFactory: () => chatLlmSettingsFrom(process.env) ?? null },
    { provide: CHAT_FEATURES, useFactory: chatFeaturesFrom, inject: [AppConfig] },
  ],
  exports: [UnansweredQuestionsService],
})
export class ChatbotModule {}
