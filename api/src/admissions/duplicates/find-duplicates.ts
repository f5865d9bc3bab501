import { createHash } from 'node:crypto';
import { DUPLICATE_GROUP_SHOWN, type DuplicateReason, type DuplicateSide } from '@icast/contracts';
import type { ApplicationIdentity } from '../applications/application.service';

/** What applications can share: the child (names and date of birth), the parent's e-mail, the parent's phone. */
type SharedKind = 'child' | 'email' | 'phone';

export interface SharedKey {
  kind: SharedKind;
  /** `child:ade|tobi|2018-05-14`, `email:a@example.com`, `phone:+2348031234567`. */
  key: string;
  /** The group's id: the kind and a digest of the key, so no e-mail address or phone number travels in an address. */
  id: string;
}

/** A group found: what is shared and by how many; at most DUPLICATE_GROUP_SHOWN applications are kept. */
export interface FoundGroup {
  id: string;
  reason: DuplicateReason;
  shared: string;
  applications: DuplicateSide[];
  size: number;
  newestSubmittedAt: string;
}

export const GROUP_ID_PATTERN = /^(child|email|phone)\.[A-Za-z0-9_-]{22}$/;

const groupId = (kind: SharedKind, key: string) =>
  `${kind}.${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;

export function sideOf(application: ApplicationIdentity): DuplicateSide {
  const { applicant } = application;
  return {
    reference: application.reference,
    child: applicant.child.fullName,
    dob: applicant.child.dateOfBirth,
    parentEmail: applicant.contactAsGiven.email,
    parentPhone: applicant.contactAsGiven.phone,
    ...(applicant.formReference ? { formReference: applicant.formReference } : {}),
    status: application.status,
    submittedAt: application.submittedAt,
  };
}

/** The keys under which applications are the same: the child, and each of the parent's contacts. */
export function sharedKeysOf({ applicant }: ApplicationIdentity): SharedKey[] {
  const { key: child } = applicant.child;
  const { email, phone } = applicant.contact;
  const keys: Array<[SharedKind, string | undefined]> = [
    ['child', child && `child:${child}`],
    ['email', email && `email:${email}`],
    ['phone', phone && `phone:${phone}`],
  ];
  return keys.flatMap(([kind, key]) => (key ? [{ kind, key, id: groupId(kind, key) }] : []));
}

interface Draft {
  kind: SharedKind;
  key: string;
  id: string;
  shown: ApplicationIdentity[];
  size: number;
  newest: string;
  /** The one child (or e-mail) every member has so far; null once two differ. */
  onlyChild: string | undefined | null;
  onlyEmail: string | undefined | null;
}

const same = (seen: string | undefined | null, value: string | undefined) =>
  seen === undefined ? value : seen === value ? seen : null;

/**
 * Groups applications by what they share, one application at a time (oldest first), in memory bounded by the
 * number of applications: a group keeps its size, its newest submission and its first DUPLICATE_GROUP_SHOWN members,
 * however many share a school office's phone. A group is listed when two or more share its key, except a parent's
 * group whose members are all one child (the child's group lists them) and a phone's group whose members all give
 * one e-mail (that e-mail's group lists them).
 */
export class DuplicateGrouper {
  private readonly drafts = new Map<string, Draft>();

  add(application: ApplicationIdentity): void {
    const keys = sharedKeysOf(application);
    const child = keys.find((key) => key.kind === 'child')?.key ?? `none:${application.reference}`;
    const email = keys.find((key) => key.kind === 'email')?.key ?? `none:${application.reference}`;
    for (const { kind, key, id } of keys) {
      const draft = this.drafts.get(key) ?? {
        kind,
        key,
        id,
        shown: [],
        size: 0,
        newest: application.submittedAt,
        onlyChild: undefined,
        onlyEmail: undefined,
      };
      draft.size += 1;
      if (draft.shown.length < DUPLICATE_GROUP_SHOWN) draft.shown.push(application);
      if (application.submittedAt > draft.newest) draft.newest = application.submittedAt;
      draft.onlyChild = same(draft.onlyChild, child);
      draft.onlyEmail = same(draft.onlyEmail, email);
      this.drafts.set(key, draft);
    }
  }

  groups(): FoundGroup[] {
    const found: FoundGroup[] = [];
    for (const draft of this.drafts.values()) {
      if (draft.size < 2) continue;
      if (draft.kind !== 'child' && draft.onlyChild !== null) continue;
      if (draft.kind === 'phone' && draft.onlyEmail !== null) continue;
      found.push({
        id: draft.id,
        reason: draft.kind === 'child' ? 'sameChild' : 'sameParent',
        shared: sharedText(draft),
        applications: draft.shown.map(sideOf),
        size: draft.size,
        newestSubmittedAt: draft.newest,
      });
    }
    return found;
  }
}

function sharedText({ kind, key, shown }: Draft): string {
  const value = key.slice(key.indexOf(':') + 1);
  if (kind === 'email') return `E-mail ${value}`;
  if (kind === 'phone') return `Phone ${value}`;
  const first = sideOf(shown[0]!);
  return `Child ${first.child}, born ${first.dob}`;
}
