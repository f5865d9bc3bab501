import { Injectable } from '@nestjs/common';
import { zipSync } from 'fflate';
import { SITE } from '@icast/content';
import { SiteContentService } from '../../content';
import { Clock } from '../../platform/jobs/clock';
import { lagosDateTime } from '../../platform/formats';
import { GREY, NAVY, PdfWriter } from '../../platform/pdf/pdf-writer';
import { FamilyData, type FamilyIdentity, type FamilySection } from '../../platform/privacy/family-data';

type Section = FamilySection & { key: string };

/** What the copy says about itself, at the top of the summary and in data.json. */
const ABOUT =
  'Everything the school holds about your family on this website: your applications and their answers, the ' +
  'history you can see, the documents you sent, your bookings, offers and payments, and the messages we sent ' +
  'you. data.json holds the same in full, for a computer; the documents folder holds each file as you sent it.';

/**
 * A family's copy of their data ("Download our data" on their page): one ZIP with a readable PDF summary, the
 * whole of it as JSON, and every document they sent. Built when asked, never stored.
 */
@Injectable()
export class FamilyCopy {
  constructor(
    private readonly familyData: FamilyData,
    private readonly siteContent: SiteContentService,
    private readonly clock: Clock,
  ) {}

  async zip(family: FamilyIdentity): Promise<Buffer> {
    const sections = await this.familyData.collect(family);
    const madeAt = this.clock.now();
    const json = {
      about: ABOUT,
      school: SITE.fullName,
      madeAt: madeAt.toISOString(),
      ...Object.fromEntries(sections.map((section) => [section.key, section.records])),
    };
    const files: Record<string, Uint8Array> = {
      'summary.pdf': await this.summary(sections, madeAt),
      'data.json': Buffer.from(JSON.stringify(json, null, 2)),
    };
    for (const section of sections) {
      for (const file of section.files ?? []) files[file.path] = new Uint8Array(file.data);
    }
    // Documents are already compressed (PDF, JPEG, PNG): stored as they are; the summary and JSON are deflated.
    return Buffer.from(
      zipSync(
        Object.fromEntries(
          Object.entries(files).map(([path, data]) => [path, [data, { level: path.startsWith('documents/') ? 0 : 6 }]]),
        ),
      ),
    );
  }

  private async summary(sections: Section[], madeAt: Date): Promise<Uint8Array> {
    const writer = await PdfWriter.withLetterhead(
      { title: `${SITE.fullName}: your family's data`, subject: `Made ${madeAt.toISOString()}` },
      await this.siteContent.settings(),
    );
    writer.text("Your family's data", { size: 16, font: writer.bold, color: NAVY });
    writer.text(`Made ${lagosDateTime(madeAt)}`, { size: 9, color: GREY });
    writer.y -= 6;
    writer.paragraph(ABOUT, { size: 10 });
    for (const section of sections) {
      writer.y -= 6;
      writer.ensure(40);
      writer.text(section.title, { size: 12, font: writer.bold, color: NAVY });
      if (section.lines.length === 0) writer.text('Nothing held.', { size: 10, color: GREY });
      for (const line of section.lines) writer.paragraph(line, { size: 10 });
    }
    return writer.save();
  }
}
