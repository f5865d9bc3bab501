/**
 * What other contexts may use of identity: its module, the staff list, who is calling, the password rule, and the
 * re-sealing of staff secrets that the documents' key rotation runs.
 */
export { AuthModule } from './auth.module';
export { StaffService } from './staff.service';
export { CurrentStaff } from './staff-access';
export { passwordWeakness } from './password-strength';
export { readSessionCookie } from './session-cookie';
export { type SessionTokenPayload, StaffJwtStrategy } from './staff-jwt.strategy';
export { resealSecondFactors, SecretSeal } from './second-factor-seal';
