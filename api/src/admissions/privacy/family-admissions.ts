import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { applicationStatusLabel, COLLECTIONS, DOCUMENT_KINDS, type DocumentKind } from '@icast/contracts';
import { lagosDate } from '../../platform/formats';
import { FamilyData, type FamilyFile, type FamilyIdentity } from '../../platform/privacy/family-data';
import { applicantOf, STORED_ANSWER } from '../applications/applicant';
import type { Application } from '../applications/application.schema';
import { ApplicationService } from '../applications/application.service';
import { parentView } from '../applications/parent-view';
import { bytesOf } from '../documents/document-file';
import { DocumentsService } from '../documents/documents.service';
import type { ParentGrant } from '../family-access/parent-token';
import { AdmissionsRecords } from './admissions-records';

type StoredApplication = Application & { _id: unknown };
const naira = (kobo: number) => `NGN ${(kobo / 100).toLocaleString('en-NG')}`;
const statusLabel = applicationStatusLabel;
const kindLabel = (kind: string) => DOCUMENT_KINDS.find((entry) => entry.value === kind)?.label ?? kind;
/** A stored file name made safe as a path inside the ZIP. */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'file';

/**
 * What admissions holds about a family, for their copy and their erasure: their applications (answers and the
 * history they see), the documents they sent (read through DocumentsService.file, as every other reader), their
 * bookings and offers.
 */
/** The application's privacy notice and health consent, in words for the summary. */
function consentLine(row: StoredApplication): string {
  const notice = row.privacyNotice ? ` You were shown version ${row.privacyNotice.version} of our privacy notice.` : '';
  const consent = row.healthConsent
    ? row.healthConsent.given
      ? ' You agreed that we keep the health answers.'
      : ' You did not give the health answers, and we hold none.'
    : '';
  return notice + consent;
}

/** The copy takes the child's name, place and timeline from the family's view; what documents it asks is not data. */
const NO_DOCUMENT_LIST = (): DocumentKind[] => [];
@Injectable()
export class FamilyAdmissions {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly applications: ApplicationService,
    private readonly documents: DocumentsService,
    private readonly records: AdmissionsRecords,
    familyData: FamilyData,
  ) {
    familyData.section('applications', (family) => this.applicationsSection(family));
    familyData.section('documents', (family) => this.documentsSection(family));
    familyData.section('bookings', (family) => this.bookingsSection(family));
    familyData.section('offers', (family) => this.offersSection(family));
    familyData.eraser('admissions', (family) => this.records.eraseApplications(family.references, family.emails));
  }

  private collection(name: string): mongo.Collection<Record<string, unknown>> {
    return this.connection.collection<Record<string, unknown>>(name);
  }

  /** The family a parent's link opens: its applications, and every e-mail address and phone number on them. */
  async identityOf(grant: ParentGrant): Promise<FamilyIdentity> {
    const references = (await this.applications.forParent(grant)).map((view) => view.reference);
    return this.identityFrom(references, grant.scope === 'email' ? [grant.subject] : []);
  }

  /**
   * The family these references and addresses name now, including an application made with one of the addresses
   * since (an erasure approved weeks after the request erases that one too).
   */
  async identityFrom(references: readonly string[], emails: readonly string[]): Promise<FamilyIdentity> {
    const rows = await this.applicationRows(references, emails);
    const applicants = rows.map((row) => applicantOf(row));
    const unique = (values: Array<string | undefined>) => [
      ...new Set(values.filter((value): value is string => !!value)),
    ];
    return {
      references: unique([...references, ...applicants.map((applicant) => applicant.reference)]),
      emails: unique([
        ...emails.map((email) => email.trim().toLowerCase()),
        ...applicants.map((applicant) => applicant.contact.email),
      ]),
      phones: unique(
        applicants.flatMap((applicant) => [applicant.contact.phone, applicant.contactAsGiven.phone.trim()]),
      ),
    };
  }

  private async applicationRows(
    references: readonly string[],
    emails: readonly string[],
  ): Promise<StoredApplication[]> {
    if (references.length === 0 && emails.length === 0) return [];
    return (await this.collection(COLLECTIONS.applications)
      .find({ $or: [{ reference: { $in: [...references] } }, { [STORED_ANSWER.email]: { $in: [...emails] } }] })
      .sort({ submittedAt: 1 })
      .toArray()) as unknown as StoredApplication[];
  }

  private async applicationsSection(family: FamilyIdentity) {
    const rows = await this.applicationRows(family.references, []);
    return {
      title: 'Applications',
      records: rows.map((row) => {
        const view = parentView(row, NO_DOCUMENT_LIST);
        return {
          reference: row.reference,
          status: statusLabel(row.status),
          submittedAt: row.submittedAt.toISOString(),
          answers: row.fields,
          healthConsent: row.healthConsent
            ? { given: row.healthConsent.given, at: row.healthConsent.at.toISOString() }
            : 'not asked (sent before the form asked for consent)',
          privacyNotice: row.privacyNotice
            ? { version: row.privacyNotice.version, seenAt: row.privacyNotice.seenAt.toISOString() }
            : 'not recorded',
          history: view.timeline.map((step) => ({ status: statusLabel(step.status), at: step.at })),
        };
      }),
      lines: rows.map((row) => {
        const view = parentView(row, NO_DOCUMENT_LIST);
        return `${row.reference}: ${view.childName}, ${view.placeAppliedFor || 'place not given'}. Sent ${lagosDate(row.submittedAt)}; now ${statusLabel(row.status)}.${consentLine(row)}`;
      }),
    };
  }

  private async documentsSection(family: FamilyIdentity) {
    const rows = await this.collection(COLLECTIONS.applicationDocuments)
      .find(
        { applicationReference: { $in: family.references } },
        {
          projection: {
            applicationReference: 1,
            kind: 1,
            filename: 1,
            contentType: 1,
            size: 1,
            uploadedAt: 1,
            review: 1,
          },
        },
      )
      .toArray();
    const files: FamilyFile[] = [];
    const records: Array<Record<string, unknown>> = [];
    for (const row of rows) {
      const reference = String(row.applicationReference);
      const kind = String(row.kind) as DocumentKind;
      const stored = await this.documents.file(reference, kind);
      const path = `documents/${reference}/${kind}-${safeName(stored.filename)}`;
      files.push({ path, data: bytesOf(stored.data) });
      records.push({
        application: reference,
        document: kindLabel(kind),
        filename: stored.filename,
        contentType: stored.contentType,
        size: stored.size,
        sentAt: stored.uploadedAt.toISOString(),
        review: stored.review,
        fileInThisCopy: path,
      });
    }
    return {
      title: 'Documents you sent',
      records,
      lines: records.map(
        (record) =>
          `${String(record.application)}: ${String(record.document)} (${String(record.filename)}), in ${String(record.fileInThisCopy)}`,
      ),
      files,
    };
  }

  private async bookingsSection(family: FamilyIdentity) {
    const rows = await this.collection(COLLECTIONS.bookings)
      .find({
        partyOf: { $exists: false },
        $or: [{ applicationReference: { $in: family.references } }, { email: { $in: family.emails } }],
      })
      .sort({ startsAt: 1 })
      .toArray();
    const records = rows.map((row) => ({
      kind: row.kind,
      startsAt: (row.startsAt as Date).toISOString(),
      name: row.name,
      email: row.email,
      phone: row.phone,
      people: row.party ?? 1,
      ...(row.applicationReference ? { application: row.applicationReference } : {}),
      ...(row.classOfInterest ? { classOfInterest: row.classOfInterest } : {}),
    }));
    return {
      title: 'Tours and assessments booked',
      records,
      lines: records.map(
        (record) => `${String(record.kind)} on ${lagosDate(new Date(record.startsAt))} for ${String(record.name)}`,
      ),
    };
  }

  private async offersSection(family: FamilyIdentity) {
    const rows = await this.collection(COLLECTIONS.offers)
      .find({ applicationReference: { $in: family.references } })
      .sort({ madeAt: 1 })
      .toArray();
    const records = rows.map((row) => ({
      application: row.applicationReference,
      offer: row.number,
      acceptanceFee: naira(Number(row.feeKobo)),
      deadline: (row.deadline as Date | undefined)?.toISOString(),
      madeAt: (row.madeAt as Date | undefined)?.toISOString(),
      state: row.state,
      ...(row.acceptedAt ? { acceptedAt: (row.acceptedAt as Date).toISOString() } : {}),
    }));
    return {
      title: 'Offers of a place',
      records,
      lines: records.map(
        (record) =>
          `${String(record.application)}: offer ${String(record.offer)}, ${String(record.state)}, fee ${record.acceptanceFee}`,
      ),
    };
  }
}
