import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CHAT_LIMITS, type ChatbotRequest, type ChatFeedbackRequest, type ChatReplyOutcome } from '@icast/contracts';
import { Trimmed } from '../../../platform/http/trimmed';

export const CHAT_MESSAGE_MAX_LENGTH = CHAT_LIMITS.message;
const TOO_LONG = `please keep it under ${CHAT_MESSAGE_MAX_LENGTH} characters`;

/** Decorators of a visitor's question, under the field name the messages use. */
function VisitorText(field: string, required: boolean): PropertyDecorator {
  return (target, key) => {
    Trimmed()(target, key);
    if (!required) IsOptional()(target, key);
    IsString({ message: `${field} must be text` })(target, key);
    if (required) IsNotEmpty({ message: `${field} must not be empty` })(target, key);
    MaxLength(CHAT_MESSAGE_MAX_LENGTH, { message: `${field} is too long: ${TOO_LONG}` })(target, key);
  };
}

export class BotMessageDto implements ChatbotRequest {
  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX_LENGTH, example: 'What time does school close?' })
  @VisitorText('message', true)
  message!: string;

  @ApiPropertyOptional({
    maxLength: CHAT_MESSAGE_MAX_LENGTH,
    example: 'How much is the application form?',
    description: 'The visitor\'s previous question in this chat, so a follow-up ("and for boarding?") reads on',
  })
  @VisitorText('previous', false)
  previous?: string;
}

export class ChatFeedbackDto implements ChatFeedbackRequest {
  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX_LENGTH, description: 'The question whose reply was not helpful' })
  @VisitorText('question', true)
  question!: string;

  @ApiPropertyOptional({ maxLength: CHAT_MESSAGE_MAX_LENGTH, description: 'The question before it, if any' })
  @VisitorText('previous', false)
  previous?: string;
}

export class ChatSourceView {
  @ApiProperty({ example: 'Frequently Asked Questions' })
  title!: string;

  @ApiProperty({ example: '/faq' })
  path!: string;
}

const OUTCOMES: ChatReplyOutcome[] = ['answered', 'partly-answered', 'not-answered', 'small-talk'];

export class ChatbotReplyView {
  @ApiProperty({ description: 'Plain text (never HTML); [label](https://...) marks a link' })
  text!: string;

  @ApiProperty({ type: [ChatSourceView] })
  sources!: ChatSourceView[];

  @ApiProperty({ enum: OUTCOMES })
  outcome!: ChatReplyOutcome;
}
