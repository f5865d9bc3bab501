import { Body, Controller, HttpCode } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { ChatbotService } from './chatbot.service';
import { BotMessageDto, ChatbotReplyView } from './dto/bot-message.dto';
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
    return this.chatbot.reply(body.message);
  }

  /** Staff: what parents asked that the assistant could not answer, most asked first. */
  @Endpoint(ENDPOINTS.chatbot.unanswered)
  async unansweredQuestions() {
    return { data: await this.unanswered.list() };
  }
}
