import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { FAKE_SMS_KEY, FakeSmsProvider } from '@icast/fakes';
import { advanceClock, eventually, runJobs } from '../../testing/mail';
import { createContextAppOnEmptyDatabase } from '../../testing/test-app';
import { OutboxMessage } from '../outbox/outbox-message.schema';
import { retryDelayMs } from '../outbox/outbox-sender';
import { OutboxModule } from '../outbox/outbox.module';
import { OutboxService } from '../outbox/outbox.service';

/**
 * Texts go out through the outbox like e-mail: a provider that is down or refuses us keeps the SMS queued and
 * retried; a number or text it refuses fails for good and waits for staff. Against a fake Termii on 127.0.0.1.
 */
describe('SMS through the outbox', () => {
  const provider = new FakeSmsProvider();
  let app: NestExpressApplication;
  const outbox = () => app.get(OutboxService);
  const find = (id: string) =>
    app.get<Model<OutboxMessage>>(getModelToken(OutboxMessage.name)).findById(id).lean().exec();
  const textsTo = (number: string) => provider.sent.filter((sms) => sms.to === number);
  const queue = async (to: string) => {
    const queued = await outbox().enqueueSms({ kind: 'paymentReceipt', to, text: `Payment received for ${to}` });
    if (!queued) throw new Error('SMS is configured in this spec, so it must be queued');
    return queued;
  };

  beforeAll(async () => {
    app = await createContextAppOnEmptyDatabase([OutboxModule], {
      SMS_PROVIDER_URL: `${await provider.start()}/api/sms/send`,
      SMS_API_KEY: FAKE_SMS_KEY,
      SMS_SENDER_ID: 'ICAST',
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.stop();
  });
  beforeEach(() => {
    provider.status = 200;
  });

  it('sends the text with the sender id to the number without its plus, and marks it sent', async () => {
    const queued = await queue('+2348030000001');
    await eventually(async () => (await find(queued.id))?.state === 'sent');
    expect(textsTo('2348030000001')).toEqual([
      { to: '2348030000001', from: 'ICAST', text: 'Payment received for +2348030000001' },
    ]);
    expect(await find(queued.id)).toMatchObject({ channel: 'sms', tries: 1, sentAt: expect.any(Date) });
  });

  it('keeps a text through a provider outage, retries it when due, and sends it once when the provider is back', async () => {
    provider.status = 500;
    const queued = await queue('+2348030000002');
    await eventually(async () => {
      const row = await find(queued.id);
      return row?.tries === 1 && row.state === 'queued';
    });
    const waiting = (await find(queued.id))!;
    expect(waiting).toMatchObject({
      state: 'queued',
      lastError: 'SMS provider answered 500: Fake provider answers 500',
    });
    expect(waiting.nextAttemptAt.getTime() - waiting.updatedAt.getTime()).toBeGreaterThanOrEqual(
      retryDelayMs(1) - 1000,
    );
    expect(textsTo('2348030000002')).toEqual([]);

    provider.status = 200;
    await runJobs(app);
    expect(textsTo('2348030000002')).toEqual([]); // not due yet
    const restore = advanceClock(app, retryDelayMs(1) + 1000);
    try {
      await runJobs(app);
    } finally {
      restore();
    }
    await eventually(async () => (await find(queued.id))?.state === 'sent');
    expect(await find(queued.id)).toMatchObject({ state: 'sent', tries: 2, lastError: null });
    await runJobs(app);
    expect(textsTo('2348030000002')).toHaveLength(1);
  });

  it('fails for good a text the provider refuses (400), never retrying it', async () => {
    provider.status = 400;
    const queued = await queue('+2348030000003');
    await eventually(async () => (await find(queued.id))?.state === 'failed');
    expect(await find(queued.id)).toMatchObject({
      tries: 1,
      lastError: 'SMS provider answered 400: Fake provider answers 400',
    });

    provider.status = 200;
    const restore = advanceClock(app, retryDelayMs(12));
    try {
      await runJobs(app);
    } finally {
      restore();
    }
    expect(await find(queued.id)).toMatchObject({ state: 'failed', tries: 1 });
    expect(textsTo('2348030000003')).toEqual([]);
  });
});
