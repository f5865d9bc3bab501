/**
 * A crash on purpose, for the test that proves a change and its messages survive one: when NODE_ENV is `test` and
 * ICAST_STOP_AT names this point, the process kills itself here, at once, as a power cut would (no shutdown hooks, no
 * more writes). Outside tests it does nothing, whatever the environment says.
 */
export function stopHereInTests(point: string): void {
  if (process.env.NODE_ENV === 'test' && process.env.ICAST_STOP_AT === point) process.kill(process.pid, 'SIGKILL');
}
