import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type DocumentChecklist, ENDPOINTS, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { DocumentChecklists } from './document-checklist';
import { DocumentChecklistDto } from './dto/document-checklist.dto';

/** The documents each class asks for: anyone reads them (the requirements list), admins set them. */
@ApiTags('documents')
@Controller()
export class DocumentChecklistController {
  constructor(private readonly checklists: DocumentChecklists) {}

  @Endpoint(ENDPOINTS.documents.checklist)
  checklist(): Promise<DocumentChecklist> {
    return this.checklists.all();
  }

  @Endpoint(ENDPOINTS.documents.setChecklist)
  set(@Body() body: DocumentChecklistDto, @CurrentStaff() staff: StaffUser): Promise<DocumentChecklist> {
    return this.checklists.set(body, staff.email);
  }
}
