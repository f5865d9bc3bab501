import { Injectable, type PipeTransform } from '@nestjs/common';
import {
  type ApplicationStatusQuery,
  type ApplicationStatusQueryField,
  normaliseApplicationReference,
  validateApplicationStatusQuery,
} from '@icast/contracts';
import { checkContractBody } from '../../platform/http/contract-body';

const QUERY_FIELDS: ApplicationStatusQueryField[] = ['reference', 'dob'];

/** The status lookup checked by the status form's own rules; the reference comes back in its canonical form. */
@Injectable()
export class ApplicationStatusQueryPipe implements PipeTransform<unknown, ApplicationStatusQuery> {
  transform(body: unknown): ApplicationStatusQuery {
    const query = checkContractBody(body, 'The status lookup', QUERY_FIELDS, validateApplicationStatusQuery);
    return { reference: normaliseApplicationReference(query.reference ?? '') ?? '', dob: (query.dob ?? '').trim() };
  }
}
