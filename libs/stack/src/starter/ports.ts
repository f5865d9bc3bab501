import { REMOTE_NAMES, type RemoteName, type SitePorts } from '@icast/contracts';

/** A port plan of its own, so a test or a benchmark runs beside `npm start` (and beside each other). */
export interface PortRange extends SitePorts {
  /** Left free for the caller's own server (a test's moved remote, Lighthouse's debugging port). */
  spare: number;
}

/**
 * The shell on base, the remotes on base+1.., the API on base+10, the database on base+20, the mail catcher on
 * base+25 (SMTP) and base+26 (inbox), spare on base+30.
 */
export function portsFromBase(base: number): PortRange {
  if (!Number.isInteger(base) || base < 1024 || base > 65_535 - 30) {
    throw new Error(`a port base must be an integer between 1024 and 65505 (got ${base})`);
  }
  const remotes = REMOTE_NAMES.map((name, index) => [name, base + 1 + index]);
  return {
    shell: base,
    ...(Object.fromEntries(remotes) as Record<RemoteName, number>),
    api: base + 10,
    mongodb: base + 20,
    mail_smtp: base + 25,
    mail_inbox: base + 26,
    spare: base + 30,
  };
}

/** The workspace folder of a remote: its container name with a dash (mf_public lives in mf-public/). */
export function remoteFolder(name: RemoteName): string {
  return name.replace(/_/g, '-');
}
