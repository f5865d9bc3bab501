import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { COLLECTIONS } from '@icast/contracts';
import { lagosDate } from '../platform/formats';
import { FamilyData, type FamilyIdentity } from '../platform/privacy/family-data';

/** What an erased family's payment keeps: the school must keep its accounts, not who paid. */
export const ERASED_PAYER = { first_name: 'Erased', last_name: 'on request', email: '', phone: '' } as const;
const naira = (kobo: number) => `NGN ${(kobo / 100).toLocaleString('en-NG')}`;

/**
 * A family's payments, for their copy and their erasure. An erasure keeps each payment as the accounts need it
 * (reference, amount, purpose, status, dates) and removes who paid and what for whom (names, contacts, the
 * application and the child); sandbox checkouts, test mode only, go whole.
 */
@Injectable()
export class PaymentFamilyData {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    familyData: FamilyData,
  ) {
    familyData.section('payments', (family) => this.section(family));
    familyData.eraser('payments', (family) => this.erase(family));
  }

  private filter(family: FamilyIdentity) {
    return {
      $or: [
        { email: { $in: family.emails } },
        { phone: { $in: family.phones } },
        { applicationReference: { $in: family.references } },
      ],
    };
  }

  private async section(family: FamilyIdentity) {
    const rows = await this.connection
      .collection(COLLECTIONS.payments)
      .find(this.filter(family))
      .sort({ createdAt: 1 })
      .toArray();
    const records = rows.map((row) => ({
      reference: row.reference as string,
      purpose: row.purpose as string,
      amount: naira(Number(row.amountKobo)),
      status: row.status as string,
      startedAt: (row.createdAt as Date).toISOString(),
      ...(row.paidAt ? { paidAt: (row.paidAt as Date).toISOString() } : {}),
      payer: `${String(row.first_name)} ${String(row.last_name)}`,
      email: row.email as string,
      phone: row.phone as string,
      ...(row.applicationReference ? { application: row.applicationReference as string } : {}),
      ...(row.childName ? { child: row.childName as string } : {}),
    }));
    return {
      title: 'Payments',
      records,
      lines: records.map(
        (record) =>
          `${record.reference}: ${record.amount} (${record.purpose}), ${record.status}, ${lagosDate(new Date(record.startedAt))}`,
      ),
    };
  }

  private async erase(family: FamilyIdentity): Promise<number> {
    const rows = await this.connection
      .collection(COLLECTIONS.payments)
      .find(this.filter(family), { projection: { reference: 1 } })
      .toArray();
    const references = rows.map((row) => String(row.reference));
    const sandbox = await this.connection
      .collection(COLLECTIONS.paymentSandboxSessions)
      .deleteMany({ $or: [{ reference: { $in: references } }, { email: { $in: family.emails } }] });
    const { modifiedCount } = await this.connection.collection(COLLECTIONS.payments).updateMany(
      { reference: { $in: references } },
      {
        $set: ERASED_PAYER,
        $unset: { applicationReference: 1, offerId: 1, childName: 1, providerStatus: 1, metadata: 1 },
      },
    );
    return modifiedCount + sandbox.deletedCount;
  }
}
