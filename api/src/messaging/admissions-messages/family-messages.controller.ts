import { Body, Controller, HttpCode } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type FamilyMessagePreview, type FamilyMessageSent, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { FamilyMessageDto } from './dto/family-message.dto';
import { FamilyMessages } from './family-messages';

/** "Message these families" on the applications list: the preview, then the send. */
@ApiTags('application')
@Controller()
export class FamilyMessagesController {
  constructor(private readonly messages: FamilyMessages) {}

  @Endpoint(ENDPOINTS.familyMessages.preview)
  @HttpCode(200)
  preview(@Body() body: FamilyMessageDto): Promise<FamilyMessagePreview> {
    return this.messages.preview(body);
  }

  @Endpoint(ENDPOINTS.familyMessages.send)
  @HttpCode(200)
  send(@Body() body: FamilyMessageDto, @CurrentStaff() staff: StaffUser): Promise<FamilyMessageSent> {
    return this.messages.send(body, staff);
  }
}
