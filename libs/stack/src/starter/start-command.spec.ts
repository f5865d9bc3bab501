import { parseStartArguments } from './start-command';

describe('parseStartArguments', () => {
  it.each([
    [[], { mode: 'production', build: 'everything' }],
    [['--no-build'], { mode: 'production', build: 'nothing' }],
    [['--dev'], { mode: 'development', build: 'libraries' }],
    [['--dev', '--no-build'], { mode: 'development', build: 'nothing' }],
  ])('%j starts %j', (args, expected) => {
    expect(parseStartArguments(args)).toEqual(expected);
  });

  it.each([['--nobuild'], ['extra'], ['--dev=yes']])('refuses %s with the usage', (arg) => {
    expect(() => parseStartArguments([arg])).toThrow(/usage: npm start/);
  });
});
