import { Body, Controller, HttpCode, NotFoundException, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe';
import { ChatbotService } from './chatbot.service';
import { BotMessageDto, ChatbotReplyView, ChatFeedbackDto } from './dto/bot-message.dto';
import { UnansweredQuestionsService } from './unanswered-questions.service';

@ApiTags('chatbot')
@Controller()
export class ChatbotController {
  constructor(
    private readonly chatbot: ChatbotService,
    private readonly unanswered: UnansweredQuestionsService,
  ) {}

  /** Public: a question answered, not a resource created, hence 200. Throttled per IP below the global limit. */
  @Endpoint(ENDPOINTS.chatbot.reply)
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @ApiOkResponse({ type: ChatbotReplyView })
  @ApiBadRequestResponse({ description: 'Missing, empty or over-long message, or an unknown field' })
  @ApiTooManyRequestsResponse({ description: 'More than 20 questions a minute from one address' })
  reply(@Body() body: BotMessageDto) {
    return this.chatbot.reply(body);
  }

  /** Public: "Not helpful" under a reply lists its question for staff. */
  @Endpoint(ENDPOINTS.chatbot.feedback)
  @HttpCode(200)
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
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
