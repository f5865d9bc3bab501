import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CONTACT_REPLY_MAX, type ContactReplyRequest } from '@icast/contracts';
import { Trimmed } from '../../../platform/http/trimmed';

export class ContactReplyDto implements ContactReplyRequest {
  @ApiProperty({
    example: 'Yes, we have places in JSS1 boarding. Please call to book a visit.',
    maxLength: CONTACT_REPLY_MAX,
  })
  @Trimmed()
  @IsString({ message: 'message must be a string' })
  @IsNotEmpty({ message: 'message is required' })
  @MaxLength(CONTACT_REPLY_MAX, { message: `message must be at most ${CONTACT_REPLY_MAX} characters` })
  message!: string;
}
