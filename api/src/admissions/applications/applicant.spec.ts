import { type Applicant, applicantOf } from './applicant';

const submittedAt = new Date('2026-02-10T09:30:00Z');
const applicant = (fields: Record<string, string>): Applicant =>
  applicantOf({ reference: 'ICAST-2026-7KQM-4XHP-9RTD', submittedAt, fields });

describe('the applicant built from stored answers', () => {
  const ada = applicant({
    firstname: 'Ada',
    middlename: 'Ngozi',
    surname: 'Obi',
    dob: '2018-05-14',
    classAppliedFor: 'primary2',
    campus: 'elebu',
    attendance: 'day',
    fatherFirstname: 'Chidi',
    fatherSurname: 'Obi',
    motherFirstname: 'Ifeoma',
    motherSurname: 'Obi',
    parentEmail: ' Obi.Family@Example.com ',
    parentPhone: '0803 123 4567',
    formReference: 'ICAST-PAY-M5X2K9-1A2B3C4D',
  });

  it('names the child in full (letters) and short (bookings, lists), with the date of birth as given', () => {
    expect(ada.child).toMatchObject({
      firstname: 'Ada',
      surname: 'Obi',
      fullName: 'Ada Ngozi Obi',
      shortName: 'Ada Obi',
      dateOfBirth: '2018-05-14',
    });
    expect(applicant({ firstname: 'Ada', surname: 'Obi' }).child.fullName).toBe('Ada Obi');
  });

  it('gives the contacts normalised (e-mail trimmed in lower case, phone in E.164) and as the family wrote them', () => {
    expect(ada.contact).toEqual({ email: 'obi.family@example.com', phone: '+2348031234567' });
    expect(ada.contactAsGiven).toEqual({ email: ' Obi.Family@Example.com ', phone: '0803 123 4567' });
    expect(applicant({ parentEmail: 'not an address', parentPhone: '12' }).contact).toEqual({});
  });

  it('keys a family by its e-mail, else its phone, and a child the same way however its names are written', () => {
    expect(ada.familyKey).toBe('obi.family@example.com');
    expect(applicant({ parentPhone: '+2348031234567' }).familyKey).toBe('+2348031234567');
    expect(applicant({}).familyKey).toBeUndefined();
    const again = applicant({ firstname: 'OBI ', surname: 'Adá', dob: '2018-05-14' });
    expect(again.child.key).toBe(ada.child.key);
    expect(applicant({ firstname: 'Ada', surname: 'Obi' }).child.key).toBeUndefined();
  });

  it('names the payer of a fee: the father, else the mother, else the child, else "Parent"', () => {
    expect(ada.payer).toEqual({
      first_name: 'Chidi',
      last_name: 'Obi',
      email: 'obi.family@example.com',
      phone: '+2348031234567',
    });
    expect(applicant({ motherFirstname: 'Ifeoma', motherSurname: 'Eze', firstname: 'Ada' }).payer).toMatchObject({
      first_name: 'Ifeoma',
      last_name: 'Eze',
      email: '',
    });
    expect(applicant({}).payer).toMatchObject({ first_name: 'Parent', last_name: 'Parent' });
  });

  it('says the place applied for and each answer in words, and keeps the stored values for filters', () => {
    expect(ada.placeAppliedFor).toBe('Primary 2, Elebu, Day');
    expect(ada.parents).toEqual({ father: 'Chidi Obi', mother: 'Ifeoma Obi' });
    expect(ada.answer('dob')).toMatch(/14 May 2018/);
    expect(ada.stored('classAppliedFor')).toBe('primary2');
    expect(ada.answer('noSuchField')).toBe('');
    expect(ada.formReference).toBe('ICAST-PAY-M5X2K9-1A2B3C4D');
  });
});
