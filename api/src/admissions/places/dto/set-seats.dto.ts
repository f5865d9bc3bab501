import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ATTENDANCE_CHOICES, CAMPUSES, CLASSES_APPLIED_FOR, SEATS_MAX, type SetSeatsRequest } from '@icast/contracts';

const CLASS_VALUES = CLASSES_APPLIED_FOR.map((choice) => choice.value);
const CAMPUS_VALUES = CAMPUSES.map((choice) => choice.value);
const ATTENDANCE_VALUES = ATTENDANCE_CHOICES.map((choice) => choice.value);

export class SetSeatsDto implements SetSeatsRequest {
  @ApiProperty({ enum: CLASS_VALUES })
  @IsIn(CLASS_VALUES, { message: 'classAppliedFor: Choose the class' })
  classAppliedFor!: string;

  @ApiProperty({ enum: CAMPUS_VALUES })
  @IsIn(CAMPUS_VALUES, { message: 'campus: Choose the campus' })
  campus!: string;

  @ApiProperty({ example: '2027-1', description: 'The start term as the form stores it' })
  @IsString({ message: 'startTerm: Choose the start term' })
  @MaxLength(10, { message: 'startTerm: Choose the start term' })
  @Matches(/^\d{4}-[123]$/, { message: 'startTerm: Choose the start term' })
  startTerm!: string;

  @ApiProperty({ enum: ATTENDANCE_VALUES })
  @IsIn(ATTENDANCE_VALUES, { message: 'attendance: Choose day or boarding' })
  attendance!: string;

  @ApiProperty({ minimum: 0, maximum: SEATS_MAX })
  @Type(() => Number)
  @IsInt({ message: 'seats: Enter the number of places as a whole number, like 25' })
  @Min(0, { message: 'seats: Enter 0 or more places' })
  @Max(SEATS_MAX, { message: `seats: A class can have at most ${SEATS_MAX} places` })
  seats!: number;
}
