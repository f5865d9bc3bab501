import { Controller, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { PageQueryDto } from '../../platform/http/pagination';
import { ContentAuditService } from './content-audit.service';

@ApiTags('content audit')
@Controller()
export class ContentAuditController {
  constructor(private readonly audit: ContentAuditService) {}

  @Endpoint(ENDPOINTS.contentAudit.list)
  @ApiOkResponse({ description: 'Content changes, newest first, paged' })
  list(@Query() query: PageQueryDto) {
    return this.audit.list(query);
  }
}
