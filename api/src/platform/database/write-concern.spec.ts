import { ApplicationSchema } from '../../admissions/applications/application.schema';
import { PaymentSchema } from '../../payments/payment.schema';
import { MAJORITY_WRITE_CONCERN } from './write-concern';

describe('majority write concern', () => {
  it.each([
    ['payments', PaymentSchema],
    ['applications', ApplicationSchema],
  ])('is on every write of %s (mongoose applies a schema write concern to saves and updates)', (_name, schema) => {
    expect(schema.get('writeConcern')).toEqual(MAJORITY_WRITE_CONCERN);
    expect(MAJORITY_WRITE_CONCERN).toEqual({ w: 'majority', wtimeout: 10_000 });
  });
});
