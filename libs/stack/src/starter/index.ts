export { portsFromBase, type PortRange } from './ports';
export type { SiteMode } from './plan';
export { startExtraApi, startSite, type RunningMail, type RunningSite, type StartSiteOptions } from './start-site';
export { parseStartArguments, type StartCommand } from './start-command';
