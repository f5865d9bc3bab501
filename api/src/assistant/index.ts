/** What other contexts may use of the assistant: its module, the unanswered questions, visitors, the model settings. */
export { AssistantModule } from './assistant.module';
export { UnansweredQuestionsService } from './chat/unanswered-questions.service';
export { VisitorService } from './visitors/visitor.service';
