import { Injectable, type PipeTransform } from '@nestjs/common';
import { type InitializePaymentRequest, normalisePayer, type PayerField, validatePayer } from '@icast/contracts';
import { checkContractBody } from '../platform/http/contract-body';

const PAYER_FIELDS = Object.keys({
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
} satisfies Record<PayerField, true>) as PayerField[];

/** The payer checked by the payment page's own rules (validatePayer), then normalised as stored (E.164 phone). */
@Injectable()
export class PayerBodyPipe implements PipeTransform<unknown, InitializePaymentRequest> {
  transform(body: unknown): InitializePaymentRequest {
    const payer = checkContractBody(body, 'The payer', PAYER_FIELDS, validatePayer);
    return normalisePayer(payer as InitializePaymentRequest);
  }
}
