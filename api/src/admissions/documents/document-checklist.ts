import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  CLASSES_APPLIED_FOR,
  DOCUMENT_KINDS,
  type DocumentChecklist,
  type DocumentChecklistUpdate,
  type DocumentKind,
  requiredDocumentKinds,
} from '@icast/contracts';
import { Clock } from '../../platform/jobs/clock';
import { ClassDocuments } from './document-checklist.schema';

const KIND_ORDER = DOCUMENT_KINDS.map((kind) => kind.value);
const inKindOrder = (kinds: readonly DocumentKind[]) => KIND_ORDER.filter((kind) => kinds.includes(kind));

/**
 * Which documents each class asks for: what an admin set on the dashboard, else the school's rule
 * (`requiredDocumentKinds`). The public requirements, the family's page ("still to send"), the documents reminder and
 * staff's "missing" line all read it here, so they agree. Owns document_checklists.
 */
@Injectable()
export class DocumentChecklists {
  constructor(
    @InjectModel(ClassDocuments.name) private readonly classes: Model<ClassDocuments>,
    private readonly clock: Clock,
  ) {}

  /** The documents `classAppliedFor` asks for; a class the form does not offer asks what the rule says. */
  async kindsFor(classAppliedFor: string): Promise<DocumentKind[]> {
    const value = classAppliedFor.slice(0, 40);
    const row = await this.classes.findById(value, { kinds: 1 }).lean<Pick<ClassDocuments, 'kinds'>>().exec();
    return row ? inKindOrder(row.kinds) : requiredDocumentKinds(value);
  }

  /** A reader for many applications at once (the family's page lists all of its own). */
  async reader(): Promise<(classAppliedFor: string) => DocumentKind[]> {
    const rows = await this.classes.find({}, { kinds: 1 }).lean<Array<Pick<ClassDocuments, '_id' | 'kinds'>>>().exec();
    const set = new Map(rows.map((row) => [row._id, inKindOrder(row.kinds)]));
    return (classAppliedFor) => set.get(classAppliedFor) ?? requiredDocumentKinds(classAppliedFor);
  }

  async all(): Promise<DocumentChecklist> {
    const rows = await this.classes.find({}, { kinds: 1 }).lean<Array<Pick<ClassDocuments, '_id' | 'kinds'>>>().exec();
    const set = new Map(rows.map((row) => [row._id, inKindOrder(row.kinds)]));
    return {
      classes: CLASSES_APPLIED_FOR.map(({ value, label }) => ({
        classAppliedFor: value,
        label,
        kinds: set.get(value) ?? requiredDocumentKinds(value),
        setBySchool: set.has(value),
      })),
    };
  }

  /** Each class named gets exactly the documents given (one write per class; the DTO checked classes and kinds). */
  async set(update: DocumentChecklistUpdate, by: string): Promise<DocumentChecklist> {
    const now = this.clock.now();
    for (const { classAppliedFor, kinds } of update.classes) {
      await this.classes
        .updateOne(
          { _id: classAppliedFor },
          { $set: { kinds: inKindOrder(kinds), updatedBy: by, updatedAt: now } },
          { upsert: true },
        )
        .exec();
    }
    return this.all();
  }
}
