import { Injectable } from '@nestjs/common';
import { PARENT_PAGE_PATH } from '@icast/contracts';
import { AppConfig } from '../../platform/config/app-config';
import { type ParentGrant, ParentTokens, type TokenCheck } from './parent-token';

/** Issues and checks parents' links; the clock is injectable so tests can stand after an expiry. */
@Injectable()
export class ParentLinks {
  private readonly tokens: ParentTokens;
  private readonly pageUrl: string;
  now: () => Date = () => new Date();

  constructor(config: AppConfig) {
    this.tokens = new ParentTokens(config.auth.jwtSecret);
    this.pageUrl = `${config.publicSiteUrl}${PARENT_PAGE_PATH}`;
  }

  /** The page's address with the token in the fragment, which browsers never send to a server. */
  linkFor(scope: ParentGrant['scope'], subject: string): string {
    return `${this.pageUrl}#token=${this.tokens.issue(scope, subject, this.now())}`;
  }

  tokenFrom(link: string): string {
    return link.slice(link.indexOf('#token=') + '#token='.length);
  }

  check(token: unknown): TokenCheck {
    return this.tokens.check(token, this.now());
  }
}
