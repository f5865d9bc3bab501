import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import type { NotificationSettingsUpdate } from '@icast/contracts';

const onOff = (name: string) => ({ message: `${name} must be true or false` });

/** PUT notifications/settings: each notification on (true) or off (false); those left out stay as they are. */
export class NotificationSettingsDto implements NotificationSettingsUpdate {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('newApplication'))
  newApplication?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('newContactMessage'))
  newContactMessage?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('formPaid'))
  formPaid?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('acceptancePaid'))
  acceptancePaid?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('chatDigest'))
  chatDigest?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('placeAccepted'))
  placeAccepted?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('offerDeclined'))
  offerDeclined?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('bookingMade'))
  bookingMade?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('documentUploaded'))
  documentUploaded?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('enquiryReceived'))
  enquiryReceived?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('placeProposed'))
  placeProposed?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('familiesMessaged'))
  familiesMessaged?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean(onOff('activityDigest'))
  activityDigest?: boolean;
}
