import { Body, Controller, HttpCode, NotFoundException, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ParseObjectIdPipe } from '../../platform/http/parse-object-id.pipe';
import { ChatbotService } from './chatbot.service';
import { BotMessageDto, ChatbotReplyView, ChatFeedbackDto } from './dto/bot-message.dto';
import { UnansweredQuestionsService } from './unanswered-questions.service';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';

@ApiTags('chatbot')
@Controller()
export class ChatbotController {
  constructor(
    private readonly chatbot: ChatbotService,
    private readonly unanswered: UnansweredQuestionsService,
  ) {}

  /**
   * Public: a question answered, not a resource created, hence 200. Limited per address and counted per instance:
   * answering costs only this instance's CPU, and a database write per question would cost more than the answer.
   */
  @Endpoint(ENDPOINTS.chatbot.reply)
  @HttpCode(200)
  @RateLimit(20, 'per-instance')
  @ApiOkResponse({ type: ChatbotReplyView })
  @ApiBadRequestResponse({ description: 'Missing, empty or over-long message, or an unknown field' })
  @ApiTooManyRequestsResponse({ description: 'More than 20 questions a minute from one address' })
  reply(@Body() body: BotMessageDto) {
    return this.chatbot.reply(body);
  }

  /** Public: "Not helpful" under a reply lists its question for staff. */
  @Endpoint(ENDPOINTS.chatbot.feedback)
  @HttpCode(200)
  @RateLimit(10, 'across-instances')
  @ApiOkResponse({ description: "{message}: the question is on the school office's list" })
  @ApiBadRequestResponse({ description: 'Missing, empty or over-long question, or an unknown field' })
  @ApiTooManyRequestsResponse({ description: 'More than 10 a minute from one address' })
  async feedback(@Body() body: ChatFeedbackDto) {
    await this.chatbot.notHelpful(body);
    return { message: 'Thank you. The school office will see this question and improve the answer.' };
  }

  /** Staff: what parents asked that the assistant could not answer well, most asked first. */
  @Endpoint(ENDPOINTS.chatbot.unanswered)
  async unansweredQuestions() {
    return { data: await this.unanswered.list() };
  }

  @Endpoint(ENDPOINTS.chatbot.dismissUnanswered)
  @ApiNotFoundResponse({ description: 'Already dismissed or answered' })
  async dismiss(@Param('id', ParseObjectIdPipe) id: string) {
    if (!(await this.unanswered.remove(id))) throw new NotFoundException('That question is no longer on the list');
    return { message: 'Question dismissed' };
  }
}
