import path from 'node:path';
import type { SitePorts } from '@icast/contracts';
import { MailCatcher } from '@icast/fakes';
import { startDatabase, type RunningDatabase } from '../database';
import { Supervisor, waitForHttp, type ProcessSpec } from '../processes';
import { describeRemotesConfig, writeRemotesJson } from '../serve/remotes-json';
import { apiProcess, planSite, type ApiProcessOptions, type SiteMode, type SitePlanOptions } from './plan';
import { withPaymentMode } from './payment-mode';

export interface StartSiteOptions extends Pick<SitePlanOptions, 'root' | 'apiEnv' | 'remoteUrls'> {
  /** Defaults to `production` (the last build). */
  mode?: SiteMode;
  ports: SitePorts;
  /** Parent folder of the database files (kept between runs unless the caller clears it). */
  dataDir: string;
  /** Defaults to `icast`. */
  dbName?: string;
  /** Production's /remotes.json; defaults to `<dataDir>/remotes.json`. */
  remotesJsonFile?: string;
  /** Progress lines (`==> starting the API ...`) and the database's own lines. */
  log?: (line: string) => void;
  /** A process died after the site was up (before that, startSite rejects and stops the rest). */
  onUnexpectedExit?: (name: string, code: number | null) => void;
  /** Aborting it while the site starts stops what has started and rejects (Ctrl-C during `npm start`). */
  signal?: AbortSignal;
}

/** Where the API sends its e-mail. */
export interface RunningMail {
  smtpUrl: string;
  /** The local mail catcher's web inbox; undefined when SMTP_URL names a real relay. */
  inboxUrl?: string;
  /** The catcher itself (read what arrived, stop and start it for an outage); undefined with a real relay. */
  catcher?: MailCatcher;
}

export interface RunningSite {
  mode: SiteMode;
  baseUrl: string;
  apiUrl: string;
  ports: SitePorts;
  /** Replaced by a drill that restarts the database; stop() stops whichever is current. */
  database: RunningDatabase;
  /** The folder given in the options: restart the database on it to keep its data. */
  dataDir: string;
  /** This run's remotes.json: the production shell reads it on every request (edit it to move a remote); the
   *  dev server builds the same from MF_*_URL. */
  remotesJsonFile: string;
  pids: Record<string, number>;
  /** Processes that exited while the site was meant to be up (empty when all is well). */
  failures: string[];
  mail: RunningMail;
  /**
   * Stops the API cleanly (SIGTERM: it finishes the requests and background work under way) and starts it again on
   * the same settings; resolves once it answers, with how long each half took.
   */
  restartApi(): Promise<{ stopMs: number; startMs: number }>;
  stop(): Promise<void>;
}

/** As long as `docker stop` gives a container before it kills it: in-flight requests finish. */
const API_SHUTDOWN_GRACE_MS = 10_000;

/** The dev servers compile on first start, so they get longer than the built site. */
const READY_TIMEOUT_MS: Record<SiteMode, { api: number; frontEnds: number }> = {
  production: { api: 60_000, frontEnds: 60_000 },
  development: { api: 90_000, frontEnds: 180_000 },
};

/** The one way to start the site: database, API, the three remotes and the shell, each checked ready. */
export async function startSite(options: StartSiteOptions): Promise<RunningSite> {
  const mode = options.mode ?? 'production';
  const log = options.log ?? (() => undefined);
  const step = (message: string) => log(`\n==> ${message}`);
  const remotesJsonFile = options.remotesJsonFile ?? path.join(options.dataDir, 'remotes.json');

  step('starting the database');
  const database = await startDatabase({
    dataDir: options.dataDir,
    port: options.ports.mongodb,
    dbName: options.dbName,
    log,
  });
  const mail = await startMail(options, step).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  const payment = withPaymentMode({ ...options.apiEnv, SMTP_URL: mail.smtpUrl });
  const plan = planSite({ ...options, apiEnv: payment.apiEnv, mode, databaseUri: database.uri, remotesJsonFile });

  const failures: string[] = [];
  let up = false;
  // Start-up ends early, with everything stopped, when a process dies or the caller gives up.
  const abandon = new AbortController();
  const givenUp = options.signal ? AbortSignal.any([options.signal, abandon.signal]) : abandon.signal;
  const supervisor = new Supervisor((name, code) => {
    failures.push(`${name} exited with ${code}`);
    if (up) options.onUnexpectedExit?.(name, code);
    else abandon.abort(new Error(`the site failed to start: ${name} exited with ${code}`));
  });
  const pids: Record<string, number> = {};
  const start = (spec: ProcessSpec) => (pids[spec.name] = supervisor.start(spec).pid ?? -1);
  const site: RunningSite = {
    mode,
    baseUrl: plan.baseUrl,
    apiUrl: plan.apiUrl,
    ports: options.ports,
    database,
    dataDir: options.dataDir,
    remotesJsonFile,
    pids,
    failures,
    mail,
    restartApi: async () => {
      const stopping = Date.now();
      const child = await supervisor.restart(plan.api.name, API_SHUTDOWN_GRACE_MS);
      const stopMs = Date.now() - stopping;
      pids.api = child.pid ?? -1;
      await waitForHttp(`${plan.apiUrl}/api/health`, timeouts.api);
      return { stopMs, startMs: Date.now() - stopping - stopMs };
    },
    stop: async () => {
      await supervisor.stopAll();
      await mail.catcher?.close();
      await site.database.stop();
    },
  };

  const timeouts = READY_TIMEOUT_MS[mode];
  try {
    step(`starting the API on ${plan.apiUrl}`);
    if (payment.note) log(`    ${payment.note}`);
    givenUp.throwIfAborted();
    start(plan.api);
    await waitForHttp(`${plan.apiUrl}/api/health`, timeouts.api, givenUp);

    step('starting the remotes and the shell');
    const remotesConfig = writeRemotesJson(remotesJsonFile, plan.remoteBaseUrls);
    log(describeRemotesConfig(remotesConfig));
    plan.frontEnds.forEach(start);
    await Promise.all(plan.frontEndReadyUrls.map((url) => waitForHttp(url, timeouts.frontEnds, givenUp)));
    up = true;
  } catch (error) {
    abandon.abort(error); // the other readiness checks stop polling
    await site.stop();
    throw error;
  }
  return site;
}

/**
 * With SMTP_URL set (in apiEnv or this process's environment) the API uses that relay. Without it, a local mail
 * catcher (a real SMTP server with a web inbox) receives everything, so nothing the site sends leaves the machine.
 */
async function startMail(options: StartSiteOptions, step: (message: string) => void): Promise<RunningMail> {
  const configured = options.apiEnv?.SMTP_URL || process.env.SMTP_URL;
  if (configured) return { smtpUrl: configured };
  step(`starting the local mail catcher (SMTP on port ${options.ports.mail_smtp})`);
  const catcher = new MailCatcher();
  const smtpUrl = await catcher.start(options.ports.mail_smtp);
  return { smtpUrl, inboxUrl: await catcher.startInbox(options.ports.mail_inbox), catcher };
}

/** One more API on a running site's database (a drill's differently configured API, a second instance). */
export function startExtraApi(options: Omit<ApiProcessOptions, 'mode'>): {
  url: string;
  pid: number;
  stop(): Promise<void>;
} {
  const supervisor = new Supervisor(() => undefined);
  const child = supervisor.start({ ...apiProcess({ ...options, mode: 'production' }), name: `api:${options.port}` });
  return { url: `http://127.0.0.1:${options.port}`, pid: child.pid ?? -1, stop: () => supervisor.stopAll() };
}
