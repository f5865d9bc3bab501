import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import {
  FAMILY_MESSAGE_CHANNELS,
  FAMILY_MESSAGE_LIMITS,
  type FamilyMessageChannel,
  type FamilyMessageDraft,
} from '@icast/contracts';
import { ApplicationListFilterDto } from '../../../admissions';

/**
 * The message and the applications list's filters. Only the lengths and the channel are checked here; the words
 * themselves (required, placeholders, the SMS length) by `checkFamilyMessage`, the page's own rule.
 */
export class FamilyMessageDto implements FamilyMessageDraft {
  @ApiProperty({
    type: ApplicationListFilterDto,
    description: 'The applications list filters, as its address has them',
  })
  @IsDefined({ message: 'filter is required (an empty object for every application)' })
  @IsObject({ message: 'filter must be an object' })
  @ValidateNested()
  @Type(() => ApplicationListFilterDto)
  filter!: ApplicationListFilterDto;

  @ApiProperty({ enum: FAMILY_MESSAGE_CHANNELS })
  @IsIn(FAMILY_MESSAGE_CHANNELS, { message: `channel must be one of ${FAMILY_MESSAGE_CHANNELS.join(', ')}` })
  channel!: FamilyMessageChannel;

  @ApiProperty({ maxLength: FAMILY_MESSAGE_LIMITS.subject, example: 'Assessment day for {childName}' })
  @IsString({ message: 'subject must be a string' })
  @MaxLength(FAMILY_MESSAGE_LIMITS.subject, {
    message: `The subject must be at most ${FAMILY_MESSAGE_LIMITS.subject} characters`,
  })
  subject!: string;

  @ApiProperty({
    maxLength: FAMILY_MESSAGE_LIMITS.body,
    example: 'Dear {parentName}, {childName} ({reference}) is expected on Saturday at 9:00.',
  })
  @IsString({ message: 'body must be a string' })
  @MaxLength(FAMILY_MESSAGE_LIMITS.body, {
    message: `The message must be at most ${FAMILY_MESSAGE_LIMITS.body} characters`,
  })
  body!: string;
}
