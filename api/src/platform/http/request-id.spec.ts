import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { runWithRequestId } from './request-id';
import { RequestAwareLogger } from './request-logger';

describe('request ids', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers every request with an id: the trusted proxy's when it sent a sane one, else a new one", async () => {
    const http = () => request(app.getHttpServer());
    const fromProxy = await http().get('/api/health/live').set('X-Request-Id', '9f86d081884c7d659a2feaa0c55ad015');
    expect(fromProxy.get('X-Request-Id')).toBe('9f86d081884c7d659a2feaa0c55ad015');
    const made = await http().get('/api/health/live');
    const another = await http().get('/api/no-such-route');
    expect(made.get('X-Request-Id')).toMatch(/^[0-9a-f]{32}$/);
    expect(another.get('X-Request-Id')).toMatch(/^[0-9a-f]{32}$/);
    expect(another.get('X-Request-Id')).not.toBe(made.get('X-Request-Id'));
    for (const insane of ['short', 'has spaces in it', `x${'a'.repeat(64)}`, 'semi;colon;1234']) {
      const replaced = await http().get('/api/health/live').set('X-Request-Id', insane);
      expect(replaced.get('X-Request-Id')).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('makes its own id when the sender is not a trusted proxy', async () => {
    const direct = await createTestApp({ TRUST_PROXY: 'false' });
    try {
      const answer = await request(direct.getHttpServer())
        .get('/api/health/live')
        .set('X-Request-Id', '9f86d081884c7d659a2feaa0c55ad015');
      expect(answer.get('X-Request-Id')).toMatch(/^[0-9a-f]{32}$/);
      expect(answer.get('X-Request-Id')).not.toBe('9f86d081884c7d659a2feaa0c55ad015');
    } finally {
      await direct.close();
    }
  });
});

describe('RequestAwareLogger', () => {
  const captured = (json: boolean, write: (logger: RequestAwareLogger) => void): string => {
    const lines: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      write(new RequestAwareLogger({ json, colors: false }));
    } finally {
      spy.mockRestore();
    }
    return lines.join('');
  };

  it('puts the request id on every line written while the request runs, and none outside one', () => {
    const inside = captured(true, (logger) => runWithRequestId('7f3a2c91e0', () => logger.log('payment saved', 'Pay')));
    expect(JSON.parse(inside)).toMatchObject({ message: 'payment saved', context: 'Pay', requestId: '7f3a2c91e0' });
    const readable = captured(false, (logger) => runWithRequestId('7f3a2c91e0', () => logger.warn('slow', 'Pay')));
    expect(readable).toContain('[Pay] [request 7f3a2c91e0] slow');
    const outside = captured(true, (logger) => logger.log('started', 'Boot'));
    expect(JSON.parse(outside)).not.toHaveProperty('requestId');
  });
});
