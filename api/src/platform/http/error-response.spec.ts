import {
  type ArgumentsHost,
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import mongoose from 'mongoose';
import supertest from 'supertest';
import { apiUrl, type ApiError, codedRefusal, ENDPOINTS, type SiteContent } from '@icast/contracts';
import { sampleApplication } from '../../testing/sample-application';
import { staffCookie } from '../../testing/staff-session';
import { createTestApp, databaseOf } from '../../testing/test-app';
import type { AppConfig } from '../config/app-config';
import type { MetricsService } from '../metrics/metrics.service';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { toErrorResponse } from './error-response';
import { findInputProblem, inputMessages, MAX_INPUT_DEPTH, MAX_INPUT_ENTRIES } from './reject-mongo-operators.guard';

const request = { method: 'POST', url: '/api/thing?x=1', originalUrl: '/api/thing?x=1' };
const bodyOf = (error: unknown) => toErrorResponse(error, request).body;

describe('toErrorResponse', () => {
  it('joins validation messages with "; "', () => {
    expect(bodyOf(new BadRequestException(['a must be x', 'b must be y']))).toEqual({
      statusCode: 400,
      message: 'a must be x; b must be y',
    });
  });

  it('passes the field errors an exception carries, and nothing that is not a list of them', () => {
    const errors = [{ field: 'dob', message: 'Enter the date of birth' }];
    expect(bodyOf(new BadRequestException({ message: 'dob: Enter the date of birth', errors }))).toEqual({
      statusCode: 400,
      message: 'dob: Enter the date of birth',
      errors,
    });
    expect(bodyOf(new BadRequestException({ message: 'Bad', errors: 'dob' }))).toEqual({
      statusCode: 400,
      message: 'Bad',
    });
  });

  it('sends a refusal built by codedRefusal as the one shape: code at the top, its figures in details', () => {
    const places = { label: 'Primary 2', seats: 2, offered: 2, accepted: 0 };
    expect(bodyOf(new ConflictException(codedRefusal('places_full', 'All 2 places are taken', { places })))).toEqual({
      statusCode: 409,
      message: 'All 2 places are taken',
      code: 'places_full',
      details: { places },
    });
    expect(bodyOf(new ForbiddenException(codedRefusal('second-factor-setup-required', 'Set up first')))).toEqual({
      statusCode: 403,
      message: 'Set up first',
      code: 'second-factor-setup-required',
    });
  });

  it('flags a producer of any other shape as a bug and sends only its status and message', () => {
    const producers = [
      { message: 'Full', details: { code: 'places_full', places: {} } },
      { message: 'Full', details: { places: {} } },
      { message: 'Full', code: 'places_full', details: { code: 'places_full' } },
      { message: 'Full', reason: 'places_full' },
      { message: 'Full', code: 7 },
      { message: 'Full', errors: 'seats' },
    ];
    for (const producer of producers) {
      const mapped = toErrorResponse(new ConflictException(producer), request);
      expect({ producer, body: mapped.body, unexpected: mapped.unexpected }).toEqual({
        producer,
        body: { statusCode: 409, message: 'Full' },
        unexpected: true,
      });
      expect(mapped.shapeProblem).toEqual(expect.any(String));
    }
  });

  it('answers such a producer 500 in tests, so its route spec fails, and its refusal in production', () => {
    const answerIn = (nodeEnv: AppConfig['nodeEnv']) => {
      const answer: { status?: number; body?: unknown } = {};
      const response = {
        headersSent: false,
        getHeader: () => undefined,
        setHeader: () => undefined,
        status(status: number) {
          answer.status = status;
          return this;
        },
        json(body: unknown) {
          answer.body = body;
        },
      };
      const host = {
        switchToHttp: () => ({ getRequest: () => ({ ...request, headers: {} }), getResponse: () => response }),
      } as unknown as ArgumentsHost;
      const metrics = { countError: () => undefined } as unknown as MetricsService;
      const filter = new AllExceptionsFilter(metrics, { nodeEnv } as AppConfig);
      jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      filter.catch(new ConflictException({ message: 'Full', details: { code: 'places_full' } }), host);
      return answer;
    };
    expect(answerIn('test')).toEqual({
      status: 500,
      body: { statusCode: 500, message: expect.stringContaining('`code` inside `details`') },
    });
    expect(answerIn('production')).toEqual({ status: 409, body: { statusCode: 409, message: 'Full' } });
  });

  it('rewords the router 404 and keeps other 404s as they are', () => {
    expect(bodyOf(new NotFoundException('Cannot POST /api/thing?x=1'))).toEqual({
      statusCode: 404,
      message: 'Not found: POST /api/thing',
    });
    expect(bodyOf(new NotFoundException('Post not found'))).toEqual({ statusCode: 404, message: 'Post not found' });
  });

  it('maps a bad ObjectId (CastError) to 400 Invalid id', () => {
    const error = new mongoose.Error.CastError('ObjectId', 'nope', '_id');
    expect(bodyOf(error)).toEqual({ statusCode: 400, message: 'Invalid id' });
  });

  it('maps a mongoose ValidationError to 400 with its messages', () => {
    const document = new (mongoose.model(
      'ValidationProbe',
      new mongoose.Schema({ title: { type: String, required: true } }),
    ))();
    const error = document.validateSync();
    expect(bodyOf(error)).toEqual({
      statusCode: 400,
      message: 'Path `title` is required.',
      errors: [{ field: 'title', message: 'Path `title` is required.' }],
    });
    mongoose.deleteModel('ValidationProbe');
  });

  it('maps body-parser and multer size errors to 413, parse errors to 400', () => {
    expect(bodyOf(Object.assign(new Error('too big'), { type: 'entity.too.large', status: 413 })).statusCode).toBe(413);
    expect(bodyOf(Object.assign(new SyntaxError('Unexpected'), { type: 'entity.parse.failed' }))).toEqual({
      statusCode: 400,
      message: 'Malformed JSON body',
    });
    expect(bodyOf(Object.assign(new Error('File too large'), { code: 'LIMIT_FILE_SIZE' }))).toEqual({
      statusCode: 413,
      message: 'File too large',
    });
    expect(bodyOf(new PayloadTooLargeException('File too large')).statusCode).toBe(413);
  });

  it('hides unknown errors behind a 500 and flags them for the log', () => {
    expect(toErrorResponse(new Error('secret detail at /srv/app'), request)).toEqual({
      body: { statusCode: 500, message: 'Internal server error' },
      unexpected: true,
    });
  });

  describe('with the real database', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(async () => {
      await app.close();
    });

    it('answers a validation refusal with each problem at its field, nested paths joined by dots', async () => {
      const editor = await staffCookie(app, 'editor');
      const read = await supertest(app.getHttpServer())
        .get(apiUrl(ENDPOINTS.siteContent.staffRead))
        .set('Cookie', editor)
        .expect(200);
      const settings = (read.body as SiteContent).settings;
      const [first, ...others] = settings.campuses;
      const response = await supertest(app.getHttpServer())
        .put(apiUrl(ENDPOINTS.siteContent.updateSettings))
        .set('Cookie', editor)
        .send({ ...settings, whatsapp: 'call us', campuses: [{ ...first, label: '' }, ...others], colour: 'red' })
        .expect(400);
      const body = response.body as ApiError;
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { field: 'whatsapp', message: 'the WhatsApp number has 7 to 20 digits, spaces or dashes' },
          { field: 'campuses.0.label', message: expect.any(String) },
          { field: 'colour', message: 'property colour should not exist' },
        ]),
      );
      expect(body.errors).toHaveLength(3);
      // The words the original site's calls read stay as they were.
      expect(body.message.split('; ')).toEqual(
        expect.arrayContaining([
          'the WhatsApp number has 7 to 20 digits, spaces or dashes',
          `campuses.0.${body.errors!.find((error) => error.field === 'campuses.0.label')!.message}`,
          'property colour should not exist',
        ]),
      );
    });

    it("answers a refused application with each problem at the form's field", async () => {
      const response = await supertest(app.getHttpServer())
        .post(apiUrl(ENDPOINTS.applications.submit))
        .send({ ...sampleApplication(), dob: '', pet: 'cat' })
        .expect(400);
      const body = response.body as ApiError;
      expect(body.errors?.map((error) => error.field)).toEqual(expect.arrayContaining(['dob', 'pet']));
      const dob = body.errors!.find((error) => error.field === 'dob')!;
      expect(body.message).toContain(`dob: ${dob.message}`);
      expect(body.message).toContain('property pet should not exist');
    });

    it('maps a duplicate key (11000) to 409 naming the field', async () => {
      const collection = databaseOf(app).collection('duplicate_probe');
      await collection.drop().catch(() => undefined);
      await collection.createIndex({ email: 1 }, { unique: true });
      await collection.insertOne({ email: 'a@example.org' });
      const error = await collection.insertOne({ email: 'a@example.org' }).catch((caught: unknown) => caught);
      expect(bodyOf(error)).toEqual({ statusCode: 409, message: expect.stringMatching(/^Duplicate value/) });
    });
  });
});

describe('findInputProblem', () => {
  it('finds operators and dotted keys at any depth, in arrays too', () => {
    expect(findInputProblem({ a: { b: [{ c: 1 }, { $ne: 1 }] } })).toBe('Invalid field name: $ne');
    expect(findInputProblem({ 'profile.role': 'admin' })).toBe('Invalid field name: profile.role');
    expect(findInputProblem({ text: '$gt is fine as a value', list: ['a.b'] })).toBeUndefined();
    expect(findInputProblem(undefined)).toBeUndefined();
  });

  it('refuses hostile nesting and huge arrays without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findInputProblem(deep)).toMatch(/nested too deeply/);
    let allowed: unknown = 'leaf';
    for (let level = 0; level < MAX_INPUT_DEPTH; level++) allowed = { child: allowed };
    expect(findInputProblem(allowed)).toBeUndefined();
    expect(findInputProblem([...new Array<number>(600_000).fill(0), { $gt: 1 }])).toBe(inputMessages.tooManyEntries);
    expect(findInputProblem([...new Array<number>(MAX_INPUT_ENTRIES - 2).fill(0), { $gt: 1 }])).toBe(
      'Invalid field name: $gt',
    );
  });

  it('counts keys and items across the whole input, and stops counting a huge object at the limit', () => {
    const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, 0]));
    expect(findInputProblem(keys(MAX_INPUT_ENTRIES))).toBeUndefined();
    expect(findInputProblem(keys(MAX_INPUT_ENTRIES + 1))).toBe(inputMessages.tooManyEntries);
    expect(findInputProblem({ a: keys(600), b: [keys(400)] })).toBe(inputMessages.tooManyEntries);
    expect(findInputProblem(keys(85_000))).toBe(inputMessages.tooManyEntries);
  });
});
