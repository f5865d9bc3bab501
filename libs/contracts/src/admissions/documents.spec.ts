import { CLASSES_APPLIED_FOR } from './admission-choices';
import { requiredDocumentKinds } from './documents';

describe('the documents each class needs, as the requirements list asks', () => {
  it('asks every child for photographs and the birth certificate', () => {
    for (const { value } of CLASSES_APPLIED_FOR) {
      expect(requiredDocumentKinds(value)).toEqual(expect.arrayContaining(['birthCertificate', 'passportPhoto']));
    }
  });

  it('asks for the immunisation record from daycare to primary, and the last report from Primary 2 upwards', () => {
    expect(requiredDocumentKinds('creche')).toEqual(['birthCertificate', 'passportPhoto', 'medicalReport']);
    expect(requiredDocumentKinds('primary1')).toEqual(['birthCertificate', 'passportPhoto', 'medicalReport']);
    expect(requiredDocumentKinds('primary2')).toEqual([
      'birthCertificate',
      'passportPhoto',
      'reportCard',
      'medicalReport',
    ]);
    expect(requiredDocumentKinds('jss1')).toEqual(['birthCertificate', 'passportPhoto', 'reportCard']);
    expect(requiredDocumentKinds('ss3')).toEqual(['birthCertificate', 'passportPhoto', 'reportCard']);
  });

  it('asks for the two every child needs of an unknown class', () => {
    expect(requiredDocumentKinds('x'.repeat(5000))).toEqual(['birthCertificate', 'passportPhoto']);
  });
});
