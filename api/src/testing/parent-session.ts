import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, ENDPOINTS } from '@icast/contracts';
import { ParentLinks } from '../admissions/family-access/parent-links';
import { sampleApplication } from './sample-application';

/** A family as the site makes one: an application submitted, and the cookie its on-screen link signs in with. */
export async function familyWithApplication(
  app: NestExpressApplication,
  answers: Record<string, string>,
): Promise<{ reference: string; cookie: string }> {
  const api = () => request(app.getHttpServer());
  const submitted = await api()
    .post(apiUrl(ENDPOINTS.applications.submit))
    .send(sampleApplication(answers))
    .expect(201);
  const { reference, parentLink } = submitted.body as { reference: string; parentLink: string };
  const token = app.get(ParentLinks).tokenFrom(parentLink);
  const session = await api().post(apiUrl(ENDPOINTS.parentAccess.signIn)).send({ token }).expect(200);
  return { reference, cookie: session.get('Set-Cookie')![0]!.split(';')[0]! };
}
