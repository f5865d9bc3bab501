import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import {
  APPLICATION_FIELDS,
  HEALTH_ANSWER_FIELDS,
  HEALTH_CONSENT_FIELD,
  HEALTH_CONSENT_INVALID,
  PRIVACY_NOTICE_FIELD,
  fieldRefusal,
  healthConsentOf,
  normalisePhoneNumber,
  validateApplication,
} from '@icast/contracts';
import { checkContractBody } from '../../platform/http/contract-body';
import { SiteContentService } from '../../content';

const NAMES = APPLICATION_FIELDS.map((field) => field.name);
const HEALTH_ANSWERS = new Set<string>(HEALTH_ANSWER_FIELDS);

/** What a parent sent: the answers, the privacy notice version the form showed, and the health consent. */
export interface ApplicationSubmission {
  fields: Record<string, string>;
  privacyNoticeVersion?: unknown;
  healthConsent: boolean;
}

/** How a valid answer is stored: e-mail in lower case, the phone in E.164, the form reference in capitals. */
function stored(name: string, value: string): string {
  const kind = APPLICATION_FIELDS.find((field) => field.name === name)?.kind;
  if (kind === 'email') return value.toLowerCase();
  if (kind === 'phone') return normalisePhoneNumber(value) ?? value;
  if (kind === 'formReference') return value.toUpperCase();
  return value;
}

/**
 * The application checked by the form's own rules (validateApplication), with the start terms of the academic year
 * the site admits for, as the form offered them; blank optional answers are dropped, and so are the health answers
 * unless the parent ticked that they agree to give them (sensitive data is kept only with explicit consent).
 */
@Injectable()
export class ApplicationBodyPipe implements PipeTransform<unknown, Promise<ApplicationSubmission>> {
  constructor(private readonly siteContent: SiteContentService) {}

  async transform(body: unknown): Promise<ApplicationSubmission> {
    const { academicYear } = await this.siteContent.settings();
    const {
      [PRIVACY_NOTICE_FIELD]: privacyNoticeVersion,
      [HEALTH_CONSENT_FIELD]: consent,
      ...rest
    } = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const healthConsent = healthConsentOf(consent);
    if (healthConsent === null) {
      throw new BadRequestException(fieldRefusal(HEALTH_CONSENT_FIELD, HEALTH_CONSENT_INVALID));
    }
    const answers = checkContractBody(
      body !== null && typeof body === 'object' && !Array.isArray(body) ? rest : body,
      'The application',
      NAMES,
      (given) => validateApplication(given, new Date(), academicYear),
    );
    const fields = Object.fromEntries(
      Object.entries(answers)
        .filter(([name]) => healthConsent || !HEALTH_ANSWERS.has(name))
        .map(([name, value]) => [name, stored(name, value?.trim() ?? '')])
        .filter(([, value]) => value !== ''),
    );
    return { fields, privacyNoticeVersion, healthConsent };
  }
}
