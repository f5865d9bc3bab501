import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../platform/config/app-config';
import { passwordWeakness } from './password-strength';
import { StaffService } from './staff.service';
import { isDuplicateKey } from '../platform/database/duplicate-key';

export const DEFAULT_ADMIN_EMAIL = 'admin@icastschools.com.ng';

/**
 * With no staff at all, creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password
 * printed once. There is never a built-in password. Outside production a weak ADMIN_PASSWORD is accepted with a
 * warning, so a developer's or a test stack's fixed password works; production refuses to start with one. Test apps skip this unless ADMIN_EMAIL is set, so each test
 * decides which accounts exist.
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    private readonly config: AppConfig,
    private readonly staff: StaffService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { adminEmail, adminPassword } = this.config.auth;
    if (this.config.nodeEnv === 'test' && adminEmail === undefined) return;
    if ((await this.staff.count()) > 0) return;
    const email = adminEmail ?? DEFAULT_ADMIN_EMAIL;
    const password = adminPassword ?? randomBytes(15).toString('base64url');
    // Production refused a weak ADMIN_PASSWORD before starting; elsewhere it is only worth a warning.
    const weakness = adminPassword === undefined ? undefined : passwordWeakness(adminPassword, { email });
    if (weakness) this.logger.warn(`ADMIN_PASSWORD is too easy to guess (production refuses it): ${weakness}`);
    try {
      await this.staff.create(
        { email, name: 'Administrator', role: 'admin', password },
        { weakPasswordAllowed: this.config.nodeEnv !== 'production' },
      );
    } catch (error) {
      // Another instance starting at the same moment created it first (unique e-mail): nothing to do.
      if ((error as { status?: number }).status === 409 || isDuplicateKey(error)) return;
      throw error;
    }
    // The first sign-in is for setting up the authenticator when admins must have one: say so before it surprises.
    const enrolment = this.config.auth.secondFactorRequiredRoles.includes('admin')
      ? ' The first sign-in sets up two-factor sign-in: have an authenticator app ready (Google Authenticator, ' +
        'Microsoft Authenticator, 2FAS..., or `oathtool --totp -b KEY` with the key the page shows).'
      : '';
    if (adminPassword === undefined) {
      this.logger.warn(
        `Created the first admin ${email} with the generated password ${password} - sign in and change it now; ` +
          `it is not shown again.${enrolment}`,
      );
    } else this.logger.log(`Created the first admin ${email} from ADMIN_EMAIL/ADMIN_PASSWORD.${enrolment}`);
  }
}
