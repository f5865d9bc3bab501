import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LATE_FEE_OUTCOMES, type LateFeeOutcome, type SettleLateFeeRequest } from '@icast/contracts';

export class SettleLateFeeDto implements SettleLateFeeRequest {
  @ApiProperty({
    enum: LATE_FEE_OUTCOMES,
    description: 'reinstated: the family gets the place after all; refunded: the fee went back through Paystack',
  })
  @IsIn(LATE_FEE_OUTCOMES, { message: 'Choose whether the place is reinstated or the fee refunded' })
  outcome!: LateFeeOutcome;
}
