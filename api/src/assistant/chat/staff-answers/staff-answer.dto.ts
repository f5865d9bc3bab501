import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsMongoId, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CHAT_LIMITS, type StaffAnswerInput } from '@icast/contracts';
import { Trimmed } from '../../../platform/http/trimmed';

export class StaffAnswerDto implements Omit<StaffAnswerInput, 'unansweredId'> {
  @ApiProperty({ example: 'Do you offer scholarships?', maxLength: CHAT_LIMITS.staffQuestion })
  @Trimmed()
  @IsString({ message: 'question must be text' })
  @IsNotEmpty({ message: 'question must not be empty' })
  @MaxLength(CHAT_LIMITS.staffQuestion, {
    message: `question is too long: please keep it under ${CHAT_LIMITS.staffQuestion} characters`,
  })
  question!: string;

  @ApiProperty({ example: 'Yes: the ICAST Merit Scholarship ...', maxLength: CHAT_LIMITS.staffAnswer })
  @Trimmed()
  @IsString({ message: 'answer must be text' })
  @IsNotEmpty({ message: 'answer must not be empty' })
  @MaxLength(CHAT_LIMITS.staffAnswer, {
    message: `answer is too long: please keep it under ${CHAT_LIMITS.staffAnswer} characters`,
  })
  answer!: string;
}

export class CreateStaffAnswerDto extends StaffAnswerDto implements StaffAnswerInput {
  @ApiPropertyOptional({ description: 'The listed unanswered question this answers: it leaves the list' })
  @IsOptional()
  @IsMongoId({ message: 'unansweredId must be the id of a listed question' })
  unansweredId?: string;
}
