import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { isValidObjectId, type Model, type UpdateQuery } from 'mongoose';
import { SITE_CONTENT_LIMITS, type StaffUser } from '@icast/contracts';
import type { RevisionKind } from '@icast/contracts';
import type { ContentChanges } from '../content-audit/content-changes';
import type { ContentRevisions } from '../revisions/content-revisions.service';
import type { ListItemFields } from './content-lists.schema';

export type StoredRow<Row> = Row & { _id: unknown };

export const DELETE_NEEDS_ADMIN =
  "Editors' changes wait for an admin's approval: hide the item instead, or ask an admin to delete it";

export interface ContentListOptions<Row, Item> {
  /** For people, in the audit and in messages: `FAQ`. */
  area: string;
  /** Names one row in the audit: the question, the name. */
  describe: (row: Row) => string;
  toItem: (row: StoredRow<Row>) => Item;
  /** Each added or changed item keeps a revision under this kind (counters keep theirs as a whole list). */
  revisions?: { kind: RevisionKind; store: ContentRevisions };
}

/**
 * One edited list of the site's content (FAQs, testimonials, hero slides, counters) in its collection: rows in
 * `position` order, each write reported to ContentChanges (cache and audit).
 */
export class ContentList<Row extends ListItemFields, Item> {
  constructor(
    private readonly model: Model<Row>,
    private readonly changes: ContentChanges,
    private readonly options: ContentListOptions<Row, Item>,
  ) {}

  async items(includeHidden: boolean): Promise<Item[]> {
    return (await this.rows(includeHidden)).map(this.options.toItem);
  }

  async find(id: string): Promise<StoredRow<Row>> {
    const row = isValidObjectId(id) ? await this.model.findById(id).lean<StoredRow<Row>>().exec() : null;
    if (!row) throw new NotFoundException(`${this.options.area} not found`);
    return row;
  }

  /**
   * With approval on, an editor's new item of a list that keeps revisions is added hidden: showing it is a change that
   * waits for an admin, so nothing an editor writes reaches visitors unapproved.
   */
  async add(fields: Partial<Row>, by: StaffUser): Promise<Item> {
    if (this.options.revisions && (await this.options.revisions.store.mustWait(by))) {
      fields = { ...fields, hidden: true };
    }
    const rows = await this.rows(true);
    if (rows.length >= SITE_CONTENT_LIMITS.listItems) {
      throw new ConflictException(`The list is full (${SITE_CONTENT_LIMITS.listItems}): delete one first`);
    }
    const position = rows.reduce((highest, row) => Math.max(highest, row.position), -1) + 1;
    const created = await this.model.create({ ...fields, position });
    const row = created.toObject() as StoredRow<Row>;
    await this.changes.saved(by, this.options.area, 'created', this.options.describe(row));
    return this.revised(row, by);
  }

  /** With approval on, an editor's change of a list that keeps revisions waits for an admin: the item as it is. */
  async update(id: string, fields: Partial<Row>, by: StaffUser, unset: string[] = []): Promise<Item> {
    const existing = await this.find(id);
    const revisions = this.options.revisions;
    if (revisions) {
      const proposedRow = { ...existing, ...fields } as StoredRow<Row>;
      for (const field of unset) delete (proposedRow as unknown as Record<string, unknown>)[field];
      const current = this.options.toItem(existing);
      const proposed = this.options.toItem(proposedRow);
      const change = { current, proposed, title: this.options.describe(proposedRow) };
      if (await revisions.store.held(revisions.kind, id, change, by)) return current;
    }
    const $unset = Object.fromEntries(unset.map((field) => [field, 1]));
    const change = { $set: fields, ...(unset.length > 0 ? { $unset } : {}) } as UpdateQuery<Row>;
    const row = await this.model.findByIdAndUpdate(id, change, { new: true }).lean<StoredRow<Row>>().exec();
    if (!row) throw new NotFoundException(`${this.options.area} not found`);
    await this.changes.saved(by, this.options.area, 'updated', this.options.describe(row));
    return this.revised(row, by);
  }

  /** Answers the deleted row, so an owner can let go of what it referred to (a photo). */
  async remove(id: string, by: StaffUser): Promise<StoredRow<Row>> {
    const row = await this.find(id);
    // A deleted item cannot be restored from its history: with approval on, only an admin deletes one.
    if (this.options.revisions && (await this.options.revisions.store.mustWait(by))) {
      throw new ConflictException(DELETE_NEEDS_ADMIN);
    }
    await this.model.deleteOne({ _id: id }).exec();
    await this.changes.saved(by, this.options.area, 'deleted', this.options.describe(row));
    return row;
  }

  /** `ids` must name every row once: a list changed by someone else meanwhile is refused, not half-applied. */
  async reorder(ids: string[], by: StaffUser): Promise<Item[]> {
    const stored = (await this.rows(true)).map((row) => String(row._id));
    if (new Set(ids).size !== ids.length || ids.length !== stored.length || !ids.every((id) => stored.includes(id))) {
      throw new BadRequestException(
        `The order must list every ${this.options.area} once; reload the page to see the list as it is now`,
      );
    }
    for (const [position, id] of ids.entries()) await this.model.updateOne({ _id: id }, { $set: { position } }).exec();
    await this.changes.saved(by, this.options.area, 'reordered', `${ids.length} items`);
    return this.items(true);
  }

  /** Replaces the list's rows with these, in this order (seeds and whole-list edits). */
  async insertAll(rows: Array<Partial<Row>>): Promise<void> {
    if (rows.length > 0) await this.model.insertMany(rows.map((row, position) => ({ ...row, position })));
  }

  private async revised(row: StoredRow<Row>, by: StaffUser): Promise<Item> {
    const item = this.options.toItem(row);
    const revisions = this.options.revisions;
    if (revisions) await revisions.store.saved(revisions.kind, String(row._id), item, by);
    return item;
  }

  get collection(): Model<Row> {
    return this.model;
  }

  private rows(includeHidden: boolean): Promise<Array<StoredRow<Row>>> {
    const filter = includeHidden ? {} : { hidden: { $ne: true } };
    return this.model
      .find(filter as never)
      .sort({ position: 1, _id: 1 })
      .lean<Array<StoredRow<Row>>>()
      .exec();
  }
}
