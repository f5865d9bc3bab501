import { Body, Controller, Param, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  type ApplicationDocumentView,
  choiceLabel,
  DOCUMENT_KINDS,
  type DocumentKind,
  ENDPOINTS,
  type StaffUser,
} from '@icast/contracts';
import { StaffAccessLog } from '../access-log/staff-access-log';
import { ApplicationReferencePipe } from '../applications/application-reference.pipe';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { sendDocument } from './document-file';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { DocumentsService, type UploadedDocument } from './documents.service';
import { DocumentKindPipe, DocumentReviewDto } from './dto/document.dto';

/** Admissions staff read each application's documents, accept them or ask for a new one, and scan paper ones in. */
@ApiTags('documents')
@Controller()
export class DocumentsStaffController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly accessLog: StaffAccessLog,
  ) {}

  @Endpoint(ENDPOINTS.documents.staffList)
  list(@Param('reference', ApplicationReferencePipe) reference: string): Promise<ApplicationDocumentView[]> {
    return this.documents.list(reference);
  }

  @Endpoint(ENDPOINTS.documents.staffFile)
  async file(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Param('kind', DocumentKindPipe) kind: DocumentKind,
    @Res() response: Response,
    @CurrentStaff() staff: StaffUser,
  ): Promise<void> {
    const file = await this.documents.file(reference, kind);
    await this.accessLog.record(staff, reference, `Document: ${choiceLabel(DOCUMENT_KINDS, kind)}`);
    sendDocument(response, file);
  }

  @Endpoint(ENDPOINTS.documents.staffUpload)
  @UseInterceptors(DocumentUploadInterceptor)
  upload(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Param('kind', DocumentKindPipe) kind: DocumentKind,
    @UploadedFile() file: UploadedDocument | undefined,
    @CurrentStaff() staff: StaffUser,
  ): Promise<ApplicationDocumentView> {
    return this.documents.upload(reference, kind, file, staff.email);
  }

  @Endpoint(ENDPOINTS.documents.review)
  review(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Param('kind', DocumentKindPipe) kind: DocumentKind,
    @Body() body: DocumentReviewDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<ApplicationDocumentView> {
    return this.documents.review(reference, kind, body, staff.email);
  }
}
