import { Injectable, type PipeTransform } from '@nestjs/common';
import { APPLICATION_FIELDS, validateApplicationField } from '@icast/contracts';
import { checkContractBody } from '../common/contract-body';

const NAMES = APPLICATION_FIELDS.map((field) => field.name);

/** The application checked by the form's own rules (APPLICATION_FIELDS); blank optional answers are dropped. */
@Injectable()
export class ApplicationBodyPipe implements PipeTransform<unknown, Record<string, string>> {
  transform(body: unknown): Record<string, string> {
    const answers = checkContractBody(body, 'The application', NAMES, (given) =>
      Object.fromEntries(
        APPLICATION_FIELDS.map((field) => [field.name, validateApplicationField(field, given[field.name])]),
      ),
    );
    return Object.fromEntries(
      Object.entries(answers)
        .map(([name, value]) => [name, value?.trim() ?? ''])
        .filter(([, value]) => value !== ''),
    );
  }
}
