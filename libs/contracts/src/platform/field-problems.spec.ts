import { fieldErrorsAnswer, fieldErrorsOf } from './field-problems';

describe('problems named by their field', () => {
  it('says each problem in the message as before and lists it by field', () => {
    expect(
      fieldErrorsAnswer([
        { field: 'formReference', message: 'No paid application form has this reference' },
        { field: 'dob', message: 'Enter the date of birth' },
      ]),
    ).toEqual({
      message: 'formReference: No paid application form has this reference; dob: Enter the date of birth',
      errors: [
        { field: 'formReference', message: 'No paid application form has this reference' },
        { field: 'dob', message: 'Enter the date of birth' },
      ],
    });
  });

  it('reads field errors from an answer only when every item is one', () => {
    expect(fieldErrorsOf([{ field: 'title', message: 'Enter a title', extra: 1 }])).toEqual([
      { field: 'title', message: 'Enter a title' },
    ]);
    expect(fieldErrorsOf([{ field: 'title' }])).toBeUndefined();
    expect(fieldErrorsOf('title: Enter a title')).toBeUndefined();
    expect(fieldErrorsOf(undefined)).toBeUndefined();
  });
});
