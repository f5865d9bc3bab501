import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { getConnectionToken, InjectModel, MongooseModule, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { TestingModule } from '@nestjs/testing';
import type { Connection, Model } from 'mongoose';
import { startContext } from '../../testing/context-module';
import { Clock } from '../jobs/clock';
import { type DomainEvent, eventsToSet, newDomainEvent, type PendingEvents, pendingEventsOf } from './domain-event';
import { DomainEvents, EVENT_SWEEP_EVERY_MS, EVENT_SWEEP_GRACE_MS, MAX_EVENT_TRIES } from './domain-events.service';

@Schema({ collection: 'event_test_notes', versionKey: false })
class Note {
  @Prop({ type: String, required: true })
  text!: string;

  @Prop({ type: Object })
  pendingEvents?: PendingEvents;

  @Prop({ type: Object })
  failedEvents?: PendingEvents;
}
const NoteSchema = SchemaFactory.createForClass(Note);

/** The clock the test moves. */
class TestClock extends Clock {
  at = new Date('2026-03-02T09:00:00Z');
  override now(): Date {
    return new Date(this.at);
  }
  pass(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

/** A context of its own: writes notes with their events, as a real context does. */
@Injectable()
class Notes implements OnModuleInit {
  constructor(
    @InjectModel(Note.name) readonly model: Model<Note>,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.events.registerSource('notes', this.model as never);
  }

  /** The note and its event in one insert; delivered at once unless the test plays a crash before that. */
  async write(text: string, { deliver = true } = {}): Promise<string> {
    const event = newDomainEvent('notes.written', { text }, this.clock.now());
    const note = await this.model.create({ text, pendingEvents: pendingEventsOf(event) });
    if (deliver) await this.events.deliverFrom('notes', { _id: note._id });
    return String(note._id);
  }

  /** A change to a note and its event in one update. */
  async rewrite(id: string, text: string): Promise<void> {
    const event = newDomainEvent('notes.rewritten', { text }, this.clock.now());
    await this.model.updateOne({ _id: id }, { $set: { text, ...eventsToSet(event) } });
    await this.events.deliverFrom('notes', { _id: id });
  }
}

@Module({ imports: [MongooseModule.forFeature([{ name: Note.name, schema: NoteSchema }])], providers: [Notes] })
class NotesModule {}

describe('events between contexts', () => {
  let module: TestingModule;
  let notes: Notes;
  let events: DomainEvents;
  const clock = new TestClock();
  const heard: string[] = [];
  let failing = 0;

  beforeAll(async () => {
    module = await startContext([NotesModule], {
      configure: (builder) => builder.overrideProvider(Clock).useValue(clock),
    });
    await module.get<Connection>(getConnectionToken()).dropDatabase();
    notes = module.get(Notes);
    events = module.get(DomainEvents);
    const hear = async (event: DomainEvent) => {
      if (failing > 0) {
        failing -= 1;
        throw new Error('the mail server is away');
      }
      heard.push(`${event.type}:${(event.payload as { text: string }).text}`);
    };
    events.subscribe('notes.written', 'the listener', hear);
    events.subscribe('notes.rewritten', 'the listener', hear);
  });
  afterAll(async () => {
    await module.close();
  });
  beforeEach(async () => {
    heard.length = 0;
    failing = 0;
    await notes.model.deleteMany({});
    // Past the sweep's interval, so each test's first sweep reads the sources.
    clock.pass(EVENT_SWEEP_EVERY_MS);
  });

  const pendingOf = async (id: string) =>
    Object.values((await notes.model.findById(id).lean().exec())?.pendingEvents ?? {});

  it('delivers an event recorded with its change once, and takes it off the record', async () => {
    const id = await notes.write('hello');
    await notes.rewrite(id, 'hello again');
    expect(heard).toEqual(['notes.written:hello', 'notes.rewritten:hello again']);
    expect(await pendingOf(id)).toEqual([]);
    await events.sweep(clock.now());
    expect(heard).toHaveLength(2);
  });

  it('delivers, after a restart, an event whose change was stored but never delivered: once it is past the grace', async () => {
    const id = await notes.write('written before the crash', { deliver: false });
    await events.sweep(clock.now());
    expect(heard).toEqual([]);
    clock.pass(Math.max(EVENT_SWEEP_GRACE_MS, EVENT_SWEEP_EVERY_MS));
    await events.sweep(clock.now());
    expect(heard).toEqual(['notes.written:written before the crash']);
    expect(await pendingOf(id)).toEqual([]);
  });

  it('keeps an event a subscriber failed on, with its try counted, and delivers it when it is due again', async () => {
    failing = 1;
    const id = await notes.write('first try fails');
    expect(heard).toEqual([]);
    const [pending] = await pendingOf(id);
    expect(pending).toMatchObject({ tries: 1, lastError: 'the listener: the mail server is away' });
    expect(pending!.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());
    clock.pass(EVENT_SWEEP_EVERY_MS);
    await events.sweep(clock.now());
    expect(heard).toEqual(['notes.written:first try fails']);
    expect(await pendingOf(id)).toEqual([]);
  });

  it("delivers a record's events in the order they happened: a later one waits while an earlier one fails", async () => {
    const id = await notes.write('one', { deliver: false });
    clock.pass(1000);
    failing = 1;
    await notes.rewrite(id, 'two');
    expect(heard).toEqual([]);
    expect((await pendingOf(id)).map((event) => event.type).sort()).toEqual(['notes.rewritten', 'notes.written']);
    clock.pass(EVENT_SWEEP_EVERY_MS);
    await events.sweep(clock.now());
    expect(heard).toEqual(['notes.written:one', 'notes.rewritten:two']);
  });

  it('gives an event up after its last try, keeping it on the record for a person to read', async () => {
    failing = MAX_EVENT_TRIES;
    const id = await notes.write('never delivered');
    for (let round = 1; round < MAX_EVENT_TRIES; round++) {
      clock.pass(3 * 60 * 60 * 1000);
      await events.sweep(clock.now());
    }
    expect(heard).toEqual([]);
    const stored = await notes.model.findById(id).lean().exec();
    expect(Object.values(stored?.pendingEvents ?? {})).toEqual([]);
    expect(Object.values(stored?.failedEvents ?? {})).toEqual([
      expect.objectContaining({ type: 'notes.written', tries: MAX_EVENT_TRIES }),
    ]);
  });

  it('delivers a standalone event (a deletion) once, however often it is published', async () => {
    const event = newDomainEvent('notes.written', { text: 'said once' }, clock.now());
    await events.publish(event);
    await events.publish(event);
    clock.pass(EVENT_SWEEP_EVERY_MS);
    await events.sweep(clock.now());
    expect(heard).toEqual(['notes.written:said once']);
  });
});
