import { Injectable } from '@nestjs/common';

/** Who a family is, as their page knows them: their applications and the contacts given on them. */
export interface FamilyIdentity {
  references: string[];
  /** Lower case. */
  emails: string[];
  /** As given on the forms (each holder matches its own stored form of a number). */
  phones: string[];
}

/** A file the family sent, put in their copy as it was stored. */
export interface FamilyFile {
  /** Inside the ZIP, e.g. `documents/ICAST-2026-.../birth-certificate.pdf`. */
  path: string;
  data: Buffer;
}

/** One part of a family's copy: its records as JSON, a few readable lines for the PDF, and any files. */
export interface FamilySection {
  title: string;
  records: Array<Record<string, unknown>>;
  /** One line per record for the summary, in plain words. */
  lines: string[];
  files?: FamilyFile[];
}

/** The parts of a family's copy, in the order the summary shows them. */
export const FAMILY_COPY_SECTIONS = [
  'applications',
  'documents',
  'bookings',
  'offers',
  'payments',
  'messages',
  'contact',
  'newsletter',
  'chat',
  'openings',
] as const;
export type FamilyCopySection = (typeof FAMILY_COPY_SECTIONS)[number];

type Collect = (family: FamilyIdentity) => Promise<FamilySection>;
/** Deletes (or, for what the law makes the school keep, cuts down) the family's records; answers how many. */
type Erase = (family: FamilyIdentity) => Promise<number>;

/**
 * What every context holds about a family, asked through one place: each context registers the sections of the
 * copy it owns and how to erase what it holds (as it registers its retention sweeps), so admissions can build the
 * copy and carry out an erasure without reaching into collections it does not own.
 */
@Injectable()
export class FamilyData {
  private readonly collectors = new Map<FamilyCopySection, Collect>();
  private readonly erasers = new Map<string, Erase>();

  section(key: FamilyCopySection, collect: Collect): void {
    this.collectors.set(key, collect);
  }

  eraser(name: string, erase: Erase): void {
    this.erasers.set(name, erase);
  }

  /** Every section, in FAMILY_COPY_SECTIONS order; one no context registered (a context not running) is left out. */
  async collect(family: FamilyIdentity): Promise<Array<FamilySection & { key: FamilyCopySection }>> {
    const sections: Array<FamilySection & { key: FamilyCopySection }> = [];
    for (const key of FAMILY_COPY_SECTIONS) {
      const collect = this.collectors.get(key);
      if (collect) sections.push({ key, ...(await collect(family)) });
    }
    return sections;
  }

  /**
   * Every context's eraser, one after the other; answers the records each touched. Each is safe to run again, so
   * an erasure that stops half way (the database away) is finished by approving it again.
   */
  async erase(family: FamilyIdentity): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [name, erase] of this.erasers) counts[name] = await erase(family);
    return counts;
  }
}
