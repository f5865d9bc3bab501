import { Injectable, type PipeTransform } from '@nestjs/common';
import { APPLICATION_FIELDS, normalisePhoneNumber, validateApplication } from '@icast/contracts';
import { checkContractBody } from '../../platform/http/contract-body';
import { SiteContentService } from '../../content';

const NAMES = APPLICATION_FIELDS.map((field) => field.name);

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
 * the site admits for, as the form offered them; blank optional answers are dropped.
 */
@Injectable()
export class ApplicationBodyPipe implements PipeTransform<unknown, Promise<Record<string, string>>> {
  constructor(private readonly siteContent: SiteContentService) {}

  async transform(body: unknown): Promise<Record<string, string>> {
    const { academicYear } = await this.siteContent.settings();
    const answers = checkContractBody(body, 'The application', NAMES, (given) =>
      validateApplication(given, new Date(), academicYear),
    );
    return Object.fromEntries(
      Object.entries(answers)
        .map(([name, value]) => [name, stored(name, value?.trim() ?? '')])
        .filter(([, value]) => value !== ''),
    );
  }
}
