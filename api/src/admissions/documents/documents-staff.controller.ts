import { Body, Controller, Param, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type ApplicationDocumentView, type DocumentKind, ENDPOINTS, type StaffUser } from '@icast/contracts';
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
  constructor(private readonly documents: DocumentsService) {}

  @Endpoint(ENDPOINTS.documents.staffList)
  list(@Param('reference', ApplicationReferencePipe) reference: string): Promise<ApplicationDocumentView[]> {
    return this.documents.list(reference);
  }

  @Endpoint(ENDPOINTS.documents.staffFile)
  async file(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Param('kind', DocumentKindPipe) kind: DocumentKind,
    @Res() response: Response,
  ): Promise<void> {
    sendDocument(response, await this.documents.file(reference, kind));
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
