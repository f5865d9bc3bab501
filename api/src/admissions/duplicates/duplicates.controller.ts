import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type DuplicateGroup, type DuplicateMerge, ENDPOINTS, type PagedList, type StaffUser } from '@icast/contracts';
import { ApplicationReferencePipe } from '../applications/application-reference.pipe';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { PageQueryDto } from '../../platform/http/pagination';
import { DuplicatesService } from './duplicates.service';
import { DuplicateDismissDto, DuplicateListQueryDto, DuplicateMergeDto, duplicatePage } from './dto/duplicate.dto';

/** Admissions staff see possible duplicate applications in groups, merge or dismiss them, and undo a merge. */
@ApiTags('application')
@Controller()
export class DuplicatesController {
  constructor(private readonly duplicates: DuplicatesService) {}

  @Endpoint(ENDPOINTS.duplicates.list)
  list(@Query() query: DuplicateListQueryDto): Promise<PagedList<DuplicateGroup>> {
    return this.duplicates.list(query.state ?? 'open', duplicatePage(query));
  }

  @Endpoint(ENDPOINTS.duplicates.dismiss)
  @HttpCode(200)
  dismiss(
    @Param('id') id: string,
    @Body() body: DuplicateDismissDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<DuplicateGroup> {
    return this.duplicates.dismiss(id, body.upTo, staff.email);
  }

  @Endpoint(ENDPOINTS.duplicates.merge)
  @HttpCode(200)
  merge(
    @Param('id') id: string,
    @Body() body: DuplicateMergeDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<DuplicateMerge> {
    return this.duplicates.merge(id, body, staff.email);
  }

  @Endpoint(ENDPOINTS.duplicates.merges)
  merges(@Query() query: PageQueryDto): Promise<PagedList<DuplicateMerge>> {
    return this.duplicates.mergesInForce(duplicatePage(query));
  }

  @Endpoint(ENDPOINTS.duplicates.undoMerge)
  @HttpCode(200)
  undo(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @CurrentStaff() staff: StaffUser,
  ): Promise<DuplicateMerge> {
    return this.duplicates.undo(reference, staff.email);
  }
}
