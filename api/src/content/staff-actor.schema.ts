import { Prop, Schema } from '@nestjs/mongoose';
import type { StaffUser } from '@icast/contracts';

/**
 * Who did it: the staff member behind a content change, kept inside the row that records it (the content log, a
 * revision, a change waiting for approval and its decision). Their id, and the name and e-mail as they were then, so
 * the record still reads right after the account changes.
 */
@Schema({ _id: false, versionKey: false })
export class StaffActor {
  @Prop({ type: String, required: true })
  id!: string;

  @Prop({ type: String, required: true })
  name!: string;

  @Prop({ type: String, required: true })
  email!: string;
}

export const staffActorOf = (by: StaffUser): StaffActor => ({ id: by.id, name: by.name, email: by.email });

/** How staff pages show who did it: the name and e-mail, never the account's id. */
export const staffActorView = (actor: StaffActor): { name: string; email: string } => ({
  name: actor.name,
  email: actor.email,
});
