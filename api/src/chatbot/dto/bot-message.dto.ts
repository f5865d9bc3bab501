import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export const CHAT_MESSAGE_MAX_LENGTH = 500;

export class BotMessageDto {
  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX_LENGTH, example: 'What time does school close?' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'message must be text' })
  @IsNotEmpty({ message: 'message must not be empty' })
  @MaxLength(CHAT_MESSAGE_MAX_LENGTH, {
    message: `message is too long: please keep it under ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  })
  message!: string;
}

export class ChatSourceView {
  @ApiProperty({ example: 'Frequently Asked Questions' })
  title!: string;

  @ApiProperty({ example: '/faq' })
  path!: string;
}

export class ChatbotReplyView {
  @ApiProperty({ description: 'Plain text (never HTML)' })
  text!: string;

  @ApiProperty({ type: [ChatSourceView] })
  sources!: ChatSourceView[];
}
