import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { APPLICATION_STATUS_VALUES, type ApplicationListQuery, type ApplicationStatusValue } from '@icast/contracts';
import { SearchPageQueryDto } from '../../common/pagination';

/** The applications list: search in the reference and the child's names, one status. */
export class ApplicationListQueryDto extends SearchPageQueryDto implements ApplicationListQuery {
  @ApiPropertyOptional({ enum: APPLICATION_STATUS_VALUES })
  @IsOptional()
  @IsIn(APPLICATION_STATUS_VALUES, { message: `status must be one of ${APPLICATION_STATUS_VALUES.join(', ')}` })
  status?: ApplicationStatusValue;
}
