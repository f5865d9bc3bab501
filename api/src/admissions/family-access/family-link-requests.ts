import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { pendingEventsOf } from '../../platform/domain-events/domain-event';
import { DomainEvents } from '../../platform/domain-events/domain-events.service';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { ADMISSIONS_EVENT_SOURCES, ADMISSIONS_EVENTS } from '../admissions-events';
import { FamilyLinkRequest } from './parent-session.schema';

/** A sign-in link may be asked for once per address in each window of this length, so the form floods nobody. */
export const FAMILY_LINK_WINDOW_MS = 10 * 60 * 1000;
/** Requests older than this say nothing any more (their window is long past) and are cleared away. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The sign-in links parents ask for on their page: one per address and window, claimed by a unique insert that carries
 * the event messaging sends the link on. Owns family_link_requests.
 */
@Injectable()
export class FamilyLinkRequests implements OnModuleInit {
  constructor(
    @InjectModel(FamilyLinkRequest.name) private readonly requests: Model<FamilyLinkRequest>,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.registerSource(ADMISSIONS_EVENT_SOURCES.familyLinkRequests, this.requests as never);
  }

  /** Claims this address's window at `now`; answers its id, or undefined when a link was asked for in it already. */
  async claim(email: string, now: Date): Promise<string | undefined> {
    const window = Math.floor(now.getTime() / FAMILY_LINK_WINDOW_MS);
    const _id = `${email}:${window}`;
    try {
      await this.requests.create({
        _id,
        at: now,
        pendingEvents: pendingEventsOf(ADMISSIONS_EVENTS.create('familyLinkRequested', { email, window }, now)),
      });
    } catch (error) {
      if (isDuplicateKey(error)) return undefined;
      throw error;
    }
    await this.requests.deleteMany({ at: { $lt: new Date(now.getTime() - KEPT_MS) } }).exec();
    return _id;
  }

  async deliver(id: string): Promise<void> {
    await this.events.deliverFrom(ADMISSIONS_EVENT_SOURCES.familyLinkRequests, { _id: id });
  }
}
