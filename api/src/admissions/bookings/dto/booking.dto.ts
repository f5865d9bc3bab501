import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsMongoId,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PrivacyNoticeVersionField } from '../../../platform/http/privacy-notice-field';
import {
  BOOKING_KIND_VALUES,
  type BookingKind,
  CAMPUSES,
  E164_PATTERN,
  MAX_SLOT_CAPACITY,
  MAX_TOUR_PARTY,
  type NewSlot,
  normalisePhoneNumber,
  TOUR_CLASS_CHOICES,
  type TourBookingRequest,
} from '@icast/contracts';
import { Trimmed } from '../../../platform/http/trimmed';

const CAMPUS_VALUES = CAMPUSES.map((campus) => campus.value);
const TOUR_CLASS_VALUES = TOUR_CLASS_CHOICES.map((choice) => choice.value);

export class NewSlotDto implements NewSlot {
  @ApiProperty({ enum: BOOKING_KIND_VALUES })
  @IsIn(BOOKING_KIND_VALUES, { message: `kind must be one of ${BOOKING_KIND_VALUES.join(', ')}` })
  kind!: BookingKind;

  @ApiProperty({ enum: CAMPUS_VALUES })
  @IsIn(CAMPUS_VALUES, { message: `campus must be one of ${CAMPUS_VALUES.join(', ')}` })
  campus!: string;

  @ApiProperty({ example: '2026-01-10T09:00:00+01:00' })
  @IsISO8601({ strict: true }, { message: 'startsAt must be a date and time like 2026-01-10T09:00:00+01:00' })
  startsAt!: string;

  @ApiProperty({ minimum: 10, maximum: 480, example: 60 })
  @Type(() => Number)
  @IsInt({ message: 'durationMinutes must be a whole number of minutes' })
  @Min(10, { message: 'durationMinutes must be at least 10' })
  @Max(480, { message: 'durationMinutes must be at most 480 (8 hours)' })
  durationMinutes!: number;

  @ApiProperty({ minimum: 1, maximum: MAX_SLOT_CAPACITY, example: 10 })
  @Type(() => Number)
  @IsInt({ message: 'capacity must be a whole number of seats' })
  @Min(1, { message: 'capacity must be at least 1' })
  @Max(MAX_SLOT_CAPACITY, { message: `capacity must be at most ${MAX_SLOT_CAPACITY}` })
  capacity!: number;

  @ApiPropertyOptional({ maxLength: 300, example: 'Bring two pencils and a ruler.' })
  @IsOptional()
  @Trimmed()
  @IsString({ message: 'note must be a string' })
  @MaxLength(300, { message: 'note must be at most 300 characters' })
  note?: string;
}

export class SlotChoiceDto {
  @ApiProperty({ example: '665f1c2e8b3e4a0012345678' })
  @IsMongoId({ message: 'slotId must be the id of a slot' })
  slotId!: string;
}

export class TourBookingDto extends SlotChoiceDto implements TourBookingRequest {
  @ApiProperty({ maxLength: 80, example: 'Ada Obi' })
  @Trimmed()
  @IsString({ message: 'name must be a string' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(80, { message: 'name must be at most 80 characters' })
  name!: string;

  @ApiProperty({ example: '08031234567', description: 'Stored as E.164' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (normalisePhoneNumber(value) ?? value) : value,
  )
  @IsString({ message: 'phone must be a string' })
  @Matches(E164_PATTERN, {
    message: 'phone must be a Nigerian phone number like 08031234567 or an international one like +447911123456',
  })
  phone!: string;

  @ApiProperty({ maxLength: 254, example: 'ada.obi@example.com' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'email must be a string' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_TOUR_PARTY, default: 1, description: 'People coming, a seat each' })
  @IsOptional()
  @IsInt({ message: 'party must be a whole number of people' })
  @Min(1, { message: 'party must be at least 1' })
  @Max(MAX_TOUR_PARTY, {
    message: `party must be at most ${MAX_TOUR_PARTY}: for a larger group, please call the admissions office`,
  })
  party?: number;

  @ApiPropertyOptional({ enum: TOUR_CLASS_VALUES })
  @IsOptional()
  @IsIn(TOUR_CLASS_VALUES, { message: 'classOfInterest must be one of the classes the school admits to, or undecided' })
  classOfInterest?: string;

  @PrivacyNoticeVersionField()
  privacyNoticeVersion?: number | string;
}

export class OpenSlotsQueryDto {
  @ApiProperty({ enum: BOOKING_KIND_VALUES })
  @IsIn(BOOKING_KIND_VALUES, { message: `kind must be one of ${BOOKING_KIND_VALUES.join(', ')}` })
  kind!: BookingKind;

  @ApiPropertyOptional({ enum: CAMPUS_VALUES })
  @IsOptional()
  @IsIn(CAMPUS_VALUES, { message: `campus must be one of ${CAMPUS_VALUES.join(', ')}` })
  campus?: string;
}
