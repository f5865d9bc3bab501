import { fieldProblem, fieldProblems, fieldProblemsIn } from './field-problems';

describe('problems named by their field', () => {
  it('reads back what the API wrote, and leaves the rest', () => {
    const message = fieldProblems([
      fieldProblem(
        'formReference',
        'No paid application form has this reference. Check the receipt, or leave it blank',
      ),
      'property colour should not exist',
      fieldProblem('dob', 'Enter the date of birth'),
    ]);
    expect(fieldProblemsIn(message, ['formReference', 'dob'])).toEqual({
      byField: {
        formReference: 'No paid application form has this reference. Check the receipt, or leave it blank',
        dob: 'Enter the date of birth',
      },
      rest: ['property colour should not exist'],
    });
    expect(fieldProblemsIn('Too many requests: slow down', ['formReference'])).toBeUndefined();
  });
});
