import { Body, Controller, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type StaffAnswer } from '@icast/contracts';
import { Endpoint } from '../../common/endpoint.decorator';
import { ParseObjectIdPipe } from '../../common/parse-object-id.pipe';
import { ChatKnowledge } from '../chat-knowledge';
import { CreateStaffAnswerDto, StaffAnswerDto } from './staff-answer.dto';
import { StaffAnswersService } from './staff-answers.service';

/** Staff write the answers Aunty ICAST lacked; each is searched from the next question on. */
@ApiTags('chatbot')
@Controller()
export class StaffAnswersController {
  constructor(
    private readonly answers: StaffAnswersService,
    private readonly knowledge: ChatKnowledge,
  ) {}

  @Endpoint(ENDPOINTS.chatbot.staffAnswers)
  async list() {
    return { data: await this.answers.list() };
  }

  @Endpoint(ENDPOINTS.chatbot.createStaffAnswer)
  @ApiCreatedResponse({ description: 'Saved: the assistant answers with it from now on' })
  @ApiBadRequestResponse({ description: 'Missing, empty or over-long question or answer' })
  async create(@Body() body: CreateStaffAnswerDto): Promise<StaffAnswer> {
    const created = await this.answers.create(body);
    this.knowledge.changed();
    return created;
  }

  @Endpoint(ENDPOINTS.chatbot.updateStaffAnswer)
  @ApiNotFoundResponse({ description: 'No answer with this id' })
  async update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: StaffAnswerDto): Promise<StaffAnswer> {
    const updated = await this.answers.update(id, body);
    this.knowledge.changed();
    return updated;
  }

  @Endpoint(ENDPOINTS.chatbot.removeStaffAnswer)
  @ApiNotFoundResponse({ description: 'No answer with this id' })
  async remove(@Param('id', ParseObjectIdPipe) id: string) {
    await this.answers.remove(id);
    this.knowledge.changed();
    return { message: 'Answer removed' };
  }
}
