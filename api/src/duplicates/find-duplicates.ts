import {
  APPLICANT_CONTACT_FIELDS,
  type ApplicationStatusValue,
  childKey,
  type DuplicateReason,
  type DuplicateSide,
  normalisePhoneNumber,
} from '@icast/contracts';

/** An application as the search for duplicates reads it. */
export interface ApplicationIdentity {
  reference: string;
  status: ApplicationStatusValue;
  submittedAt: string;
  fields: Record<string, string>;
}

export interface FoundDuplicate {
  id: string;
  reason: DuplicateReason;
  applications: [DuplicateSide, DuplicateSide];
}

function sideOf(application: ApplicationIdentity): DuplicateSide {
  const { fields } = application;
  return {
    reference: application.reference,
    child: [fields.firstname, fields.middlename, fields.surname].filter(Boolean).join(' '),
    dob: fields.dob ?? '',
    parentEmail: fields[APPLICANT_CONTACT_FIELDS.email] ?? '',
    parentPhone: fields[APPLICANT_CONTACT_FIELDS.phone] ?? '',
    status: application.status,
    submittedAt: application.submittedAt,
  };
}

/** The keys under which two applications are the same: the child, and each of the parent's contacts. */
function keysOf({ fields }: ApplicationIdentity): Array<[DuplicateReason, string]> {
  const child = childKey(fields.firstname ?? '', fields.surname ?? '', fields.dob ?? '');
  const email = fields[APPLICANT_CONTACT_FIELDS.email]?.trim().toLowerCase();
  const phone = normalisePhoneNumber(fields[APPLICANT_CONTACT_FIELDS.phone] ?? '');
  return [
    ...(child ? [['sameChild', `child:${child}`] as [DuplicateReason, string]] : []),
    ...(email ? [['sameParent', `email:${email}`] as [DuplicateReason, string]] : []),
    ...(phone ? [['sameParent', `phone:${phone}`] as [DuplicateReason, string]] : []),
  ];
}

/**
 * Every pair of applications that share a child or a parent's contact, oldest first within each pair. A pair that
 * is the same child is not listed again as the same parent.
 */
export function findDuplicates(applications: ApplicationIdentity[]): FoundDuplicate[] {
  const groups = new Map<string, { reason: DuplicateReason; members: ApplicationIdentity[] }>();
  for (const application of applications) {
    for (const [reason, key] of keysOf(application)) {
      const group = groups.get(key) ?? { reason, members: [] };
      group.members.push(application);
      groups.set(key, group);
    }
  }
  const found = new Map<string, FoundDuplicate>();
  const ordered = [...groups.values()].sort(
    (a, b) => (a.reason === 'sameChild' ? -1 : 0) - (b.reason === 'sameChild' ? -1 : 0),
  );
  for (const { reason, members } of ordered) {
    const sorted = [...members].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length; j++) {
        const [older, newer] = [sorted[i]!, sorted[j]!];
        const pair = `${older.reference}.${newer.reference}`;
        if (found.has(`sameChild.${pair}`) || found.has(`sameParent.${pair}`)) continue;
        const id = `${reason}.${pair}`;
        found.set(id, { id, reason, applications: [sideOf(older), sideOf(newer)] });
      }
    }
  }
  return [...found.values()];
}
