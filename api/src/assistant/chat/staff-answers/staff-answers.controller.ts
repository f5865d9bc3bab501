import { Body, Controller, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type FaqItem, type SavedStaffAnswer, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../../identity';
import { Endpoint } from '../../../platform/http/endpoint.decorator';
import { ParseObjectIdPipe } from '../../../platform/http/parse-object-id.pipe';
import { SiteContentService } from '../../../content';
import { ChatKnowledge } from '../chat-knowledge';
import { ChatbotService } from '../chatbot.service';
import { CreateStaffAnswerDto, StaffAnswerDto } from './staff-answer.dto';
import { StaffAnswersService } from './staff-answers.service';

/** Staff write the answers Aunty ICAST lacked; each is searched from the next question on. */
@ApiTags('chatbot')
@Controller()
export class StaffAnswersController {
  constructor(
    private readonly answers: StaffAnswersService,
    private readonly knowledge: ChatKnowledge,
    private readonly siteContent: SiteContentService,
    private readonly chatbot: ChatbotService,
  ) {}

  @Endpoint(ENDPOINTS.chatbot.staffAnswers)
  async list() {
    return { data: await this.answers.list() };
  }

  @Endpoint(ENDPOINTS.chatbot.createStaffAnswer)
  @ApiCreatedResponse({
    description:
      'Saved: whether the assistant now gives it for its question (answersItsQuestion), and the other listed ' +
      'questions it now answers, which left the list (alsoAnswered)',
  })
  @ApiBadRequestResponse({ description: 'Missing, empty or over-long question or answer' })
  async create(@Body() body: CreateStaffAnswerDto): Promise<SavedStaffAnswer> {
    const created = await this.answers.create(body);
    this.knowledge.changed();
    return this.chatbot.checkStaffAnswer(created);
  }

  @Endpoint(ENDPOINTS.chatbot.updateStaffAnswer)
  @ApiNotFoundResponse({ description: 'No answer with this id' })
  async update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: StaffAnswerDto): Promise<SavedStaffAnswer> {
    const updated = await this.answers.update(id, body);
    this.knowledge.changed();
    return this.chatbot.checkStaffAnswer(updated);
  }

  @Endpoint(ENDPOINTS.chatbot.removeStaffAnswer)
  @ApiNotFoundResponse({ description: 'No answer with this id' })
  async remove(@Param('id', ParseObjectIdPipe) id: string) {
    await this.answers.remove(id);
    this.knowledge.changed();
    return { message: 'Answer removed' };
  }

  /**
   * One FAQ list: the answer moves into the site's FAQs (where editors can give it a category and page) instead of
   * living on as a second copy the assistant would find twice.
   */
  @Endpoint(ENDPOINTS.chatbot.publishStaffAnswer)
  @ApiCreatedResponse({ description: 'The new FAQ, last on /faq' })
  @ApiNotFoundResponse({ description: 'No answer with this id' })
  async publishAsFaq(@Param('id', ParseObjectIdPipe) id: string, @CurrentStaff() by: StaffUser): Promise<FaqItem> {
    const answer = await this.answers.find(id);
    const faq = await this.siteContent.faqs.add(
      { question: answer.question, answer: answer.answer, category: 'general', sourcePath: '/faq', hidden: false },
      by,
    );
    await this.answers.remove(id);
    this.knowledge.changed();
    return faq;
  }
}
