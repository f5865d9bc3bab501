import { fieldRefusal } from '@icast/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import type { StaffAccount, StaffRole, StaffUser } from '@icast/contracts';
import { hashPassword, verifyPassword } from './password-hasher';
import { assertStrongPassword } from './password-strength';
import { Staff, type StaffDocument } from './staff.schema';

export function toStaffUser(staff: Pick<StaffDocument, '_id' | 'email' | 'name' | 'role'>): StaffUser {
  return { id: String(staff._id), email: staff.email, name: staff.name, role: staff.role };
}

/** A member as the admins' list shows them. */
export function toStaffAccount(
  row: Pick<Staff, 'email' | 'name' | 'role' | 'disabled' | 'createdAt' | 'secondFactor'> & { _id: unknown },
): StaffAccount {
  return {
    ...toStaffUser(row as Pick<StaffDocument, '_id' | 'email' | 'name' | 'role'>),
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    secondFactor: Boolean(row.secondFactor),
  };
}

@Injectable()
export class StaffService {
  constructor(@InjectModel(Staff.name) private readonly staff: Model<Staff>) {}

  count(): Promise<number> {
    return this.staff.countDocuments().exec();
  }

  findByEmail(email: string): Promise<StaffDocument | null> {
    return this.staff.findOne({ email: email.trim().toLowerCase() }).exec();
  }

  /** The member behind a session token, only while the account is enabled and the token version still matches. */
  async findActiveSession(id: string, tokenVersion: number): Promise<StaffDocument | null> {
    if (!isValidObjectId(id)) return null;
    return this.staff.findOne({ _id: id, disabled: false, tokenVersion }).exec();
  }

  /**
   * Refuses a password the strength estimator finds easy to guess, unless `weakPasswordAllowed` (only the first
   * admin outside production, whose ADMIN_PASSWORD production checks before it starts).
   */
  async create(
    input: { email: string; name: string; role: StaffRole; password: string },
    { weakPasswordAllowed = false } = {},
  ): Promise<StaffUser> {
    const email = input.email.trim().toLowerCase();
    if (!weakPasswordAllowed) assertStrongPassword(input.password, { email, name: input.name }, 'password');
    if (await this.staff.exists({ email }))
      throw new ConflictException(fieldRefusal('email', 'A staff member with this e-mail already exists'));
    const created = await this.staff.create({
      email,
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    });
    return toStaffUser(created);
  }

  async list(): Promise<StaffAccount[]> {
    const rows = await this.staff.find().sort({ createdAt: 1, _id: 1 }).lean().exec();
    return rows.map(toStaffAccount);
  }

  /** Re-role or disable someone else; either change ends that member's current sessions. */
  async update(actorId: string, id: string, change: { role?: StaffRole; disabled?: boolean }): Promise<StaffAccount> {
    if (!isValidObjectId(id)) throw new NotFoundException('Staff member not found');
    if (id === actorId) throw new BadRequestException('You cannot change your own role or disable your own account');
    const updated = await this.staff
      .findByIdAndUpdate(id, { $set: change, $inc: { tokenVersion: 1 } }, { new: true, runValidators: true })
      .lean()
      .exec();
    if (!updated) throw new NotFoundException('Staff member not found');
    return toStaffAccount(updated);
  }

  /** Ends every session of this member (sign-out everywhere). */
  async bumpTokenVersion(id: string): Promise<void> {
    await this.staff.updateOne({ _id: id }, { $inc: { tokenVersion: 1 } }).exec();
  }

  async changePassword(id: string, currentPassword: string, newPassword: string): Promise<StaffDocument> {
    const member = await this.staff.findById(id).exec();
    if (!member || !(await verifyPassword(member.passwordHash, currentPassword))) {
      throw new BadRequestException(fieldRefusal('currentPassword', 'Current password is incorrect'));
    }
    assertStrongPassword(newPassword, member, 'newPassword', 'New password');
    member.passwordHash = await hashPassword(newPassword);
    member.tokenVersion += 1;
    return member.save();
  }
}
