import { ENDPOINTS } from '@icast/contracts';
import { FAKE_PAYSTACK_KEY, FakePaystack } from '@icast/fakes';
import { startExtraApi, startNginx, waitForHttp, type RunningNginx, type RunningSite } from '@icast/stack';
import { BENCH_API_ENV, root } from '../environment';
import { urlOf } from './site-api';
import type { DrillContext } from './types';

/** One of the two API processes behind nginx: stopped and started again by the drills. */
export interface ApiInstance {
  port: number;
  pid: number;
  /** Sends the signal and resolves once the process has stopped answering. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** A fresh process on the same port and database; resolves once it is healthy. */
  start(): Promise<void>;
}

/** Production's shape on this machine: Debian's nginx running the containers' configuration, two API processes. */
export interface FrontDoor {
  nginx: RunningNginx;
  instances: [ApiInstance, ApiInstance];
}

let current: FrontDoor | undefined;

const isUp = (port: number) =>
  fetch(urlOf(`http://127.0.0.1:${port}`, ENDPOINTS.health.live), { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );

/** The process has exited (signal 0 only asks whether it is there). */
function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * An instance of the site's API: the first is the site's own process (restarted with this configuration), the
 * second one more on the same database. Payments go to a stand-in for Paystack over HTTP, as production's go to
 * Paystack: the test-mode sandbox calls the very instance that is being restarted, which production never does.
 */
function instance(
  site: RunningSite,
  context: DrillContext,
  port: number,
  pid: number,
  paystackUrl: string,
): ApiInstance {
  const self: ApiInstance = {
    port,
    pid,
    async stop(signal) {
      if (!isGone(self.pid)) process.kill(self.pid, signal);
      // Until the process has exited, not until it stops answering: on a busy machine a health check can pass its
      // 1 s limit while the process still holds the port, and the next start on that port would fail.
      for (let waited = 0; waited < 40_000 && (!isGone(self.pid) || (await isUp(port))); waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async start() {
      const api = startExtraApi({
        root,
        port,
        env: {
          ...BENCH_API_ENV,
          PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_KEY,
          PAYSTACK_BASE_URL: paystackUrl,
          PUBLIC_SITE_URL: site.baseUrl,
          MONGODB_URI: site.database.uri,
        },
      });
      self.pid = api.pid;
      // The site's own API process is replaced: later drills (the API-down one) stop this one.
      if (port === site.ports.api) site.pids.api = api.pid;
      context.cleanups.push(() => api.stop());
      await waitForHttp(urlOf(`http://127.0.0.1:${port}`, ENDPOINTS.health.check), 60_000);
    },
  };
  return self;
}

/** Started by the first drill that needs it, kept for the later ones (closed with the other cleanups). */
export async function frontDoor(context: DrillContext): Promise<FrontDoor> {
  if (current) return current;
  const { site } = context;
  const paystack = new FakePaystack();
  const paystackUrl = await paystack.start();
  context.cleanups.push(() => paystack.stop());
  const first = instance(site, context, site.ports.api, site.pids.api ?? -1, paystackUrl);
  const second = instance(site, context, site.ports.api + 7, -1, paystackUrl);
  await first.stop('SIGTERM');
  await Promise.all([first.start(), second.start()]);
  const base = site.ports.shell + 40;
  const nginx = await startNginx({
    root,
    ports: { shell: base, mf_public: base + 1, mf_admissions: base + 2, mf_dashboard: base + 3 },
    apiServers: [first, second].map((api) => `127.0.0.1:${api.port}`),
  });
  context.cleanups.push(() => nginx.stop());
  current = { nginx, instances: [first, second] };
  return current;
}
