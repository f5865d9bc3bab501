import { UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { API_PREFIX } from '@icast/contracts';
import { readSessionCookie } from '../../identity';
import { type SessionTokenPayload, StaffJwtStrategy } from '../../identity';
import type { AppConfig } from '../config/app-config';
import { APP_VERSION } from './app-version';
import { toErrorResponse } from './error-response';

export const API_DOCS_PATH = `${API_PREFIX}/docs`;
export const DOCS_FOR_STAFF = 'The API documentation is for signed-in staff: sign in to the dashboard first';

/** /api/docs (the page and its files), /api/docs-json and /api/docs-yaml. */
const DOCS_REQUEST = new RegExp(`^${API_DOCS_PATH}(?:[-/]|$)`);

/** True when the request carries a valid session of an enabled staff member, checked as the staff guard does. */
async function isSignedInStaff(app: NestExpressApplication, request: Request): Promise<boolean> {
  const token = readSessionCookie(request);
  if (!token) return false;
  try {
    const payload = await app.get(JwtService).verifyAsync<SessionTokenPayload>(token);
    return Boolean(await app.get(StaffJwtStrategy).validate(payload));
  } catch {
    return false;
  }
}

/**
 * Swagger at /api/docs. A production API keeps its map of routes, parameters and shapes to signed-in staff
 * (401 for others) unless API_DOCS_PUBLIC=true; development and test show it to anyone.
 */
export function setUpApiDocs(app: NestExpressApplication, config: AppConfig): void {
  if (config.nodeEnv === 'production' && !config.apiDocsPublic) {
    app.use((request: Request, response: Response, next: NextFunction) => {
      if (!DOCS_REQUEST.test(request.path)) return next();
      isSignedInStaff(app, request).then(
        (allowed) => {
          if (allowed) return next();
          const { body } = toErrorResponse(new UnauthorizedException(DOCS_FOR_STAFF), request);
          response.status(body.statusCode).json(body);
        },
        (error: unknown) => next(error),
      );
    });
  }
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('ICAST API')
      .setDescription('School website API: blog, admissions, payments, visitors, chatbot.')
      .setVersion(APP_VERSION)
      .build(),
  );
  // Served at /api/docs (UI) and /api/docs-json; helmet's default CSP allows its external scripts.
  SwaggerModule.setup(API_DOCS_PATH, app, document);
}
