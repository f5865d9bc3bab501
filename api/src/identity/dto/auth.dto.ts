import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { SIGN_IN_CODE_MAX, STAFF_ROLES, type StaffRole } from '@icast/contracts';
import { MIN_PASSWORD_LENGTH } from '../../platform/config/password-length';

/** Long enough for any passphrase, short enough that hashing cannot be used to tie up the server. */
const MAX_PASSWORD_LENGTH = 200;

export class LoginDto {
  @ApiProperty({ example: 'head@icastschools.com.ng' })
  @IsString()
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString()
  @MaxLength(MAX_PASSWORD_LENGTH)
  password!: string;

  @ApiPropertyOptional({ description: 'The authenticator code or a recovery code, once asked for' })
  @IsOptional()
  @IsString({ message: 'code must be text' })
  @MaxLength(SIGN_IN_CODE_MAX, { message: `code must be at most ${SIGN_IN_CODE_MAX} characters` })
  code?: string;
}

export class SecondFactorCodeDto {
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'code must be text' })
  @MaxLength(SIGN_IN_CODE_MAX, { message: `code must be at most ${SIGN_IN_CODE_MAX} characters` })
  code!: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @MaxLength(MAX_PASSWORD_LENGTH)
  currentPassword!: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH })
  @IsString()
  @Length(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH, {
    message: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  })
  newPassword!: string;
}

export class CreateStaffDto {
  @ApiProperty()
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString()
  @Length(1, 80)
  name!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES)
  role!: StaffRole;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH })
  @IsString()
  @Length(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH, {
    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  })
  password!: string;
}

export class UpdateStaffDto {
  @ApiPropertyOptional({ enum: STAFF_ROLES })
  @IsOptional()
  @IsIn(STAFF_ROLES)
  role?: StaffRole;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  disabled?: boolean;
}
