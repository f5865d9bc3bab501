import { Controller, HttpCode, Param, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type ApplicationDocumentView, type DocumentKind, ENDPOINTS } from '@icast/contracts';
import { FamilyApplication } from '../applications/family-application.decorator';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';
import { ParentAccessGuard } from '../family-access/parent-access.guard';
import { sendDocument } from './document-file';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { DocumentsService, UPLOADED_BY_FAMILY, type UploadedDocument } from './documents.service';
import { DocumentKindPipe } from './dto/document.dto';

/**
 * A family sends, replaces and removes its application's documents from its own page. Every handler first checks
 * that the parent's link opens this application: another family's reference answers 404, as if it did not exist.
 */
@ApiTags('parent')
@Controller()
@UseGuards(ParentAccessGuard)
export class DocumentsParentController {
  constructor(private readonly documents: DocumentsService) {}

  @Endpoint(ENDPOINTS.documents.parentList)
  async list(@FamilyApplication() reference: string): Promise<ApplicationDocumentView[]> {
    return this.documents.list(reference);
  }

  @Endpoint(ENDPOINTS.documents.parentFile)
  async file(
    @FamilyApplication() reference: string,
    @Param('kind', DocumentKindPipe) kind: DocumentKind,
    @Res() response: Response,
  ): Promise<void> {
    sendDocument(response, await this.documents.file(reference, kind));
  }

  @Endpoint(ENDPOINTS.documents.parentUpload)
  @RateLimit(30, 'across-instances')
  @UseInterceptors(DocumentUploadInterceptor)
  async upload(
    @FamilyApplication() reference: string,
    @Param('kind', DocumentKindPipe) kind: DocumentKind,
    @UploadedFile() file: UploadedDocument | undefined,
  ): Promise<ApplicationDocumentView> {
    return this.documents.upload(reference, kind, file, UPLOADED_BY_FAMILY);
  }

  @Endpoint(ENDPOINTS.documents.parentRemove)
  @HttpCode(204)
  @RateLimit(30, 'across-instances')
  async remove(
    @FamilyApplication() reference: string,
    @Param('kind', DocumentKindPipe) kind: DocumentKind,
  ): Promise<void> {
    await this.documents.remove(reference, kind);
  }
}
