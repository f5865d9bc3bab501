import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../platform/config/app-config';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CrossSiteRequestGuard } from './cross-site-request.guard';
import { FirstAdminService } from './first-admin.service';
import { LoginAttempt, LoginAttemptSchema, LoginLock, LoginLockSchema } from './login-attempt.schema';
import { LoginLockoutService } from './login-lockout.service';
import { StaffAdminController } from './staff-admin.controller';
import { StaffJwtStrategy } from './staff-jwt.strategy';
import { Staff, StaffSchema } from './staff.schema';
import { StaffSessionGuard } from './staff-session.guard';
import { StaffService } from './staff.service';
import { TrustedDevices } from './trusted-device';
import { SecondFactor } from './second-factor';
import { SecondFactorPolicy } from './second-factor-policy';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.auth.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.auth.jwtExpiresInSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    MongooseModule.forFeature([
      { name: Staff.name, schema: StaffSchema },
      { name: LoginAttempt.name, schema: LoginAttemptSchema },
      { name: LoginLock.name, schema: LoginLockSchema },
    ]),
  ],
  controllers: [AuthController, StaffAdminController],
  providers: [
    AuthService,
    StaffService,
    LoginLockoutService,
    TrustedDevices,
    SecondFactor,
    SecondFactorPolicy,
    StaffJwtStrategy,
    FirstAdminService,
    // Cross-site refusal before identity, identity before any handler in any module.
    { provide: APP_GUARD, useClass: CrossSiteRequestGuard },
    { provide: APP_GUARD, useClass: StaffSessionGuard },
  ],
  exports: [StaffService, AuthService],
})
export class AuthModule {}
