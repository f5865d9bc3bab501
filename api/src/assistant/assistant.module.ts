import { Module } from '@nestjs/common';
import { ChatbotModule } from './chat/chatbot.module';
import { VisitorModule } from './visitors/visitor.module';

/**
 * Aunty ICAST, the chat assistant, with the questions it could not answer and staff's answers to them, and the
 * visitors who leave a number when they first open it. Needs content (what it answers from) and the platform.
 */
@Module({
  imports: [ChatbotModule, VisitorModule],
  exports: [ChatbotModule, VisitorModule],
})
export class AssistantModule {}
