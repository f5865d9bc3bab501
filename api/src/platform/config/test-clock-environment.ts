import path from 'node:path';

/** Long enough for any real path, short enough that a pasted secret or document is refused. */
export const MAX_TEST_CLOCK_FILE_LENGTH = 1024;

/**
 * TEST_CLOCK_FILE: a test site's clock reads its offset from this file, so a browser journey can move the API past a
 * timed job (a decision's release) instead of waiting in real time. Refused in production, where no file may move
 * the time every deadline, release and session is judged by.
 */
export function readTestClockFile(
  read: (name: string) => string | undefined,
  nodeEnv: string,
  problems: string[],
): string | undefined {
  const file = read('TEST_CLOCK_FILE');
  if (file === undefined) return undefined;
  if (nodeEnv === 'production') {
    problems.push("TEST_CLOCK_FILE is for test sites only (it moves the API's clock) and is refused in production");
    return undefined;
  }
  if (file.length > MAX_TEST_CLOCK_FILE_LENGTH || !path.isAbsolute(file)) {
    problems.push(`TEST_CLOCK_FILE must be an absolute path of at most ${MAX_TEST_CLOCK_FILE_LENGTH} characters`);
    return undefined;
  }
  return file;
}
