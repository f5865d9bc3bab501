import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { WaitingListEntry } from '@icast/contracts';
import { ApplicationService } from '../applications/application.service';
import { WaitingListPlace } from './waiting-list-place.schema';

type Listed = Omit<WaitingListEntry, 'position'> & { rank: number; order: number };

const listKey = (entry: Pick<WaitingListEntry, 'classAppliedFor' | 'campus'>) =>
  `${entry.classAppliedFor}|${entry.campus}`;

/**
 * Each class's waiting list (per campus): the applications on the waiting list, in the order staff set, the rest
 * by when they were listed. Promoting is offering a place (the offers feature), which takes it off the list.
 */
@Injectable()
export class WaitingListService {
  constructor(
    @InjectModel(WaitingListPlace.name) private readonly places: Model<WaitingListPlace>,
    private readonly applications: ApplicationService,
  ) {}

  async list(): Promise<WaitingListEntry[]> {
    const groups = await this.groups();
    return [...groups.values()].flatMap((entries) =>
      entries.map(({ rank: _rank, order: _order, ...entry }, index) => ({ ...entry, position: index + 1 })),
    );
  }

  /** Moves the application to `position` (1 = next to be offered a place) on its own class's list. */
  async move(reference: string, position: number): Promise<WaitingListEntry[]> {
    const groups = await this.groups();
    const entries = [...groups.values()].find((group) => group.some((entry) => entry.reference === reference));
    if (!entries) throw new NotFoundException('This application is not on a waiting list');
    const moving = entries.find((entry) => entry.reference === reference)!;
    const reordered = entries.filter((entry) => entry !== moving);
    reordered.splice(Math.min(Math.max(position, 1), entries.length) - 1, 0, moving);
    // One write per entry (a list is tens long): plain upserts behave the same on MongoDB and FerretDB.
    for (const [index, entry] of reordered.entries()) {
      await this.places.updateOne({ _id: entry.reference }, { $set: { rank: index + 1 } }, { upsert: true }).exec();
    }
    return this.list();
  }

  private async groups(): Promise<Map<string, Listed[]>> {
    const listed = await this.applications.inStatus('waitlisted');
    const ranks = new Map(
      (
        await this.places
          .find({ _id: { $in: listed.map((row) => row.reference) } })
          .lean()
          .exec()
      ).map((place) => [place._id, place.rank]),
    );
    const groups = new Map<string, Listed[]>();
    listed.forEach((row, order) => {
      const entry: Listed = {
        reference: row.reference,
        childName: row.applicant.child.shortName,
        classAppliedFor: row.applicant.stored('classAppliedFor'),
        campus: row.applicant.stored('campus'),
        attendance: row.applicant.stored('attendance'),
        startTerm: row.applicant.stored('startTerm'),
        status: row.status,
        since: row.updatedAt,
        rank: ranks.get(row.reference) ?? Number.POSITIVE_INFINITY,
        order,
      };
      groups.set(listKey(entry), [...(groups.get(listKey(entry)) ?? []), entry]);
    });
    for (const entries of groups.values()) entries.sort((a, b) => a.rank - b.rank || a.order - b.order);
    return new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }
}
