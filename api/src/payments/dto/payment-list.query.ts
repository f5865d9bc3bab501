import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateBy, type ValidationArguments } from 'class-validator';
import { PAYMENT_STATUSES, type PaymentListQuery, type PaymentStatus } from '@icast/contracts';
import { SearchPageQueryDto } from '../../platform/http/pagination';

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
function isCalendarDay(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const IsCalendarDay = () =>
  ValidateBy({
    name: 'isCalendarDay',
    validator: {
      validate: isCalendarDay,
      defaultMessage: (args?: ValidationArguments) => `${args?.property} must be a date written YYYY-MM-DD`,
    },
  });

/** The payments list: search, status, and the Lagos days the payment was started on (both inclusive). */
export class PaymentListQueryDto extends SearchPageQueryDto implements PaymentListQuery {
  @ApiPropertyOptional({ enum: PAYMENT_STATUSES })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: `status must be one of ${PAYMENT_STATUSES.join(', ')}` })
  status?: PaymentStatus;

  @ApiPropertyOptional({ example: '2025-07-01', description: 'Started on or after this day (Lagos)' })
  @IsOptional()
  @IsCalendarDay()
  from?: string;

  @ApiPropertyOptional({ example: '2025-07-31', description: 'Started on or before this day (Lagos)' })
  @IsOptional()
  @IsCalendarDay()
  to?: string;
}
