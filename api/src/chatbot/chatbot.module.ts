import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CHAT_LLM_SETTINGS, chatLlmSettingsFrom } from './chat-llm';
import { ChatbotController } from './chatbot.controller';
import { ChatbotService } from './chatbot.service';
import { UnansweredQuestion, UnansweredQuestionSchema } from './unanswered-question.schema';
import { UnansweredQuestionsService } from './unanswered-questions.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: UnansweredQuestion.name, schema: UnansweredQuestionSchema }])],
  controllers: [ChatbotController],
  providers: [
    ChatbotService,
    UnansweredQuestionsService,
    // Null when CHAT_LLM_URL is unset: the retrieval answer is the reply.
    { provide: CHAT_LLM_SETTINGS, useFactory: () => chatLlmSettingsFrom(process.env) ?? null },
  ],
  exports: [UnansweredQuestionsService],
})
export class ChatbotModule {}
