import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsMongoId,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  CLOSURE_LIMITS,
  FAQ_CATEGORIES,
  IMAGE_ALT_MAX,
  isPlainEmailAddress,
  isSitePath,
  SITE_CONTENT_LIMITS as LIMITS,
  SOCIAL_NETWORKS,
  isSocialLinkValue,
  staffLinkHref,
} from '@icast/contracts';
import { Trimmed } from '../../platform/http/trimmed';

/** Multipart sends every field as text: accept "true"/"false" as booleans, leave anything else to @IsBoolean. */
export const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** A phone number as people write it: `0803 512 4471`, `+234 803 512 4471`. */
const PHONE = /^\+?[\d ()-]{7,20}$/;

const LINK_RULES = {
  'page-or-https': {
    allows: (value: unknown) => staffLinkHref(value) !== undefined,
    says: 'a page of this site (/admission) or an https:// address',
  },
  page: { allows: isSitePath, says: 'a page of this site, like /admission' },
  social: {
    allows: isSocialLinkValue,
    says: 'an https:// address, or # while there is none',
  },
};

/**
 * A link staff write, checked by the rule the pages check it with again before rendering (@icast/contracts links):
 * `page-or-https` a page of this site (`/admission`, never `//host` or `/\host`) or an https address, or (allowEmpty)
 * nothing; `page` a page of this site only; `social` an https address or `#` while there is none.
 */
export const IsStaffLink = (property: string, kind: keyof typeof LINK_RULES, { allowEmpty = false } = {}) =>
  ValidateBy({
    name: 'isStaffLink',
    validator: {
      validate: (value: unknown) => (allowEmpty && value === '') || LINK_RULES[kind].allows(value),
      defaultMessage: () => `${property} must be ${LINK_RULES[kind].says}`,
    },
  });

/** The school's addresses become mailto: links: plain addresses only, so one can never add a CC or a subject. */
const IsPlainEmail = () =>
  ValidateBy({
    name: 'isPlainEmail',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.every(isPlainEmailAddress),
      defaultMessage: () =>
        'each e-mail address must be a plain address like info@icastschools.com.ng (letters, digits, dots, dashes, underscores and +)',
    },
  });

const text = (name: string, min: number, max: number) => ({
  message: min > 0 ? `${name} is required and at most ${max} characters` : `${name} is at most ${max} characters`,
});

/** `2025-2026`: two years in a row. */
const IsAcademicYear = () =>
  ValidateBy({
    name: 'isAcademicYear',
    validator: {
      validate: (value: unknown) => {
        const match = typeof value === 'string' ? /^(\d{4})-(\d{4})$/.exec(value) : null;
        return match !== null && Number(match[2]) === Number(match[1]) + 1;
      },
      defaultMessage: () => 'academicYear must be two years in a row, like 2025-2026',
    },
  });

const Coordinate = (name: string, limit: number) => (target: object, key: string) => {
  ValidateIf((_row, value) => value !== null)(target, key);
  IsNumber({}, { message: `${name} must be a number from -${limit} to ${limit}, or null` })(target, key);
  Min(-limit, { message: `${name} must be a number from -${limit} to ${limit}, or null` })(target, key);
  Max(limit, { message: `${name} must be a number from -${limit} to ${limit}, or null` })(target, key);
};

class CampusDto {
  @ApiProperty({ example: 'elebu' })
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'campus id must be lower-case letters, digits and dashes' })
  id!: string;

  @ApiProperty()
  @Trimmed()
  @IsString()
  @Length(1, LIMITS.label, text('campus name', 1, LIMITS.label))
  label!: string;

  @ApiProperty()
  @Trimmed()
  @IsString()
  @Length(1, LIMITS.address, text('campus address', 1, LIMITS.address))
  address!: string;

  @ApiProperty({ nullable: true, type: Number, example: 7.3457 })
  @Coordinate('latitude', 90)
  latitude!: number | null;

  @ApiProperty({ nullable: true, type: Number, example: 3.8628 })
  @Coordinate('longitude', 180)
  longitude!: number | null;
}

class SocialDto {
  @ApiProperty({ enum: SOCIAL_NETWORKS })
  @IsIn(SOCIAL_NETWORKS, { message: `social network must be one of ${SOCIAL_NETWORKS.join(', ')}` })
  network!: (typeof SOCIAL_NETWORKS)[number];

  @ApiProperty({ description: "https address of the school's page, or # while there is none" })
  @Trimmed()
  @IsStaffLink('social link', 'social')
  href!: string;
}

export class SiteSettingsDto {
  @ApiProperty({ type: [String], example: ['0803 512 4471'] })
  @IsArray()
  @ArrayMinSize(1, { message: 'give at least one phone number' })
  @ArrayMaxSize(LIMITS.phones, { message: `at most ${LIMITS.phones} phone numbers` })
  @Trimmed()
  @Matches(PHONE, { each: true, message: 'each phone number has 7 to 20 digits, spaces or dashes' })
  phones!: string[];

  @ApiProperty({ example: '0803 512 4471' })
  @Trimmed()
  @IsString({ message: 'whatsapp must be a phone number' })
  @Matches(PHONE, { message: 'the WhatsApp number has 7 to 20 digits, spaces or dashes' })
  whatsapp!: string;

  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMinSize(1, { message: 'give at least one e-mail address' })
  @ArrayMaxSize(LIMITS.emails, { message: `at most ${LIMITS.emails} e-mail addresses` })
  @IsPlainEmail()
  emails!: string[];

  @ApiProperty({ type: [CampusDto] })
  @IsArray()
  @ArrayMinSize(1, { message: 'give at least one campus' })
  @ArrayMaxSize(LIMITS.campuses, { message: `at most ${LIMITS.campuses} campuses` })
  @ValidateNested({ each: true })
  @Type(() => CampusDto)
  campuses!: CampusDto[];

  @ApiProperty({ example: '8:00-18:00 Mon-Sat' })
  @Trimmed()
  @IsString()
  @Length(1, LIMITS.shortText, text('openingHours', 1, LIMITS.shortText))
  openingHours!: string;

  @ApiProperty({ example: '8:00 AM-3:00 PM Mon-Fri' })
  @Trimmed()
  @IsString()
  @Length(1, LIMITS.shortText, text('schoolHours', 1, LIMITS.shortText))
  schoolHours!: string;

  @ApiProperty({ type: [SocialDto] })
  @IsArray()
  @ArrayMaxSize(SOCIAL_NETWORKS.length)
  @ValidateNested({ each: true })
  @Type(() => SocialDto)
  social!: SocialDto[];

  @ApiProperty({ example: '2025-2026' })
  @IsAcademicYear()
  academicYear!: string;

  @ApiProperty({ example: 'Applications for September close on 31 July' })
  @Trimmed()
  @IsString()
  @MaxLength(LIMITS.announcement, text('applicationDeadline', 0, LIMITS.announcement))
  applicationDeadline!: string;
}

/** A start and an end (ISO 8601 with a zone); whoever uses it checks that the end comes after the start. */
export class TimeSpanDto {
  @ApiProperty({ example: '2026-03-14T09:00:00+01:00' })
  @IsISO8601({ strict: true }, { message: 'startsAt must be a date and time' })
  startsAt!: string;

  @ApiProperty({ example: '2026-03-14T13:00:00+01:00' })
  @IsISO8601({ strict: true }, { message: 'endsAt must be a date and time' })
  endsAt!: string;
}

export class AnnouncementDto extends TimeSpanDto {
  @ApiProperty({ example: 'Admissions for 2026/2027 are open' })
  @Trimmed()
  @IsString()
  @Length(1, LIMITS.announcement, text('announcement text', 1, LIMITS.announcement))
  text!: string;

  @ApiProperty({ example: '/admission' })
  @Trimmed()
  @IsStaffLink('announcement link', 'page-or-https', { allowEmpty: true })
  link!: string;

  @ApiProperty({ example: 'Apply now' })
  @Trimmed()
  @IsString()
  @MaxLength(40, text('announcement link text', 0, 40))
  linkText!: string;
}

export class ClosureDto extends TimeSpanDto {
  @ApiProperty({ example: 'School closed on Monday', maxLength: CLOSURE_LIMITS.title })
  @Trimmed()
  @IsString()
  @Length(1, CLOSURE_LIMITS.title, text('title', 1, CLOSURE_LIMITS.title))
  title!: string;

  @ApiProperty({ example: 'Both campuses are closed because of flooding on the Elebu road.' })
  @Trimmed()
  @IsString()
  @Length(1, CLOSURE_LIMITS.message, text('message', 1, CLOSURE_LIMITS.message))
  message!: string;

  @ApiProperty({ type: [String], description: 'Campus ids; empty: every campus' })
  @IsArray({ message: 'campuses must be a list of campus ids' })
  @ArrayMaxSize(CLOSURE_LIMITS.campuses, { message: `campuses has at most ${CLOSURE_LIMITS.campuses} campus ids` })
  @Matches(/^[a-z0-9-]{1,40}$/, { each: true, message: 'campuses must be a list of campus ids' })
  campuses!: string[];
}

export class ClosureUpdateDto {
  @ApiProperty({ type: ClosureDto, nullable: true, description: 'null takes the closure down' })
  @ValidateIf((_body, value) => value !== null)
  @ValidateNested()
  @Type(() => ClosureDto)
  closure!: ClosureDto | null;
}

export class AnnouncementUpdateDto {
  @ApiProperty({ type: AnnouncementDto, nullable: true, description: 'null removes the announcement' })
  @ValidateIf((_body, value) => value !== null)
  @ValidateNested()
  @Type(() => AnnouncementDto)
  announcement!: AnnouncementDto | null;
}

export class FaqDto {
  @ApiProperty()
  @Trimmed()
  @IsString()
  @Length(1, LIMITS.question, text('question', 1, LIMITS.question))
  question!: string;

  @ApiProperty({ description: 'May use {fee}, {validityDays}, {academicYear}, {phones} and {email}' })
  @Trimmed()
  @IsString()
  @Length(1, LIMITS.answer, text('answer', 1, LIMITS.answer))
  answer!: string;

  @ApiProperty({ enum: FAQ_CATEGORIES })
  @IsIn(FAQ_CATEGORIES, { message: `category must be one of ${FAQ_CATEGORIES.join(', ')}` })
  category!: (typeof FAQ_CATEGORIES)[number];

  @ApiProperty({ example: '/admission' })
  @IsStaffLink('sourcePath', 'page')
  @MaxLength(100, { message: 'sourcePath must be a page of this site, like /admission' })
  sourcePath!: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  hidden?: boolean;
}

export class TestimonialDto {
  @ApiProperty()
  @Trimmed()
  @IsString()
  @Length(1, LIMITS.label, text('name', 1, LIMITS.label))
  name!: string;

  @ApiProperty({ example: 'Parent' })
  @Trimmed()
  @IsString()
  @Length(1, LIMITS.label, text('role', 1, LIMITS.label))
  role!: string;

  @ApiProperty()
  @Trimmed()
  @IsString()
  @Length(1, LIMITS.testimonial, text('text', 1, LIMITS.testimonial))
  text!: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  hidden?: boolean;
}

export class CounterDto {
  @ApiPropertyOptional({ description: 'A stored counter; none for a new one' })
  @IsOptional()
  @IsMongoId({ message: 'counter id is not one of this list' })
  id?: string;

  @ApiProperty()
  @Trimmed()
  @IsString()
  @Length(1, LIMITS.label, text('counter label', 1, LIMITS.label))
  label!: string;

  @ApiProperty()
  @IsInt({ message: `counter target must be a whole number from 0 to ${LIMITS.counterMax}` })
  @Min(0, { message: `counter target must be a whole number from 0 to ${LIMITS.counterMax}` })
  @Max(LIMITS.counterMax, { message: `counter target must be a whole number from 0 to ${LIMITS.counterMax}` })
  target!: number;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  hidden?: boolean;
}

export class CountersDto {
  @ApiProperty({ type: [CounterDto] })
  @IsArray()
  @ArrayMaxSize(LIMITS.counters, { message: `at most ${LIMITS.counters} counters` })
  @ValidateNested({ each: true })
  @Type(() => CounterDto)
  counters!: CounterDto[];
}

class HeroButtonDto {
  @Trimmed()
  @IsString()
  @Length(1, 40, text('button label', 1, 40))
  label!: string;

  @IsStaffLink('a button', 'page')
  to!: string;
}

/** Buttons arrive as JSON text in the multipart form; anything unreadable is left for the validators to refuse. */
const parseButtons = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map((button) => plainToInstance(HeroButtonDto, button)) : parsed;
  } catch {
    return value;
  }
};

/** Multipart: every field is text; `image` is the file, `removeImage` "true" drops the current photo. */
export class HeroSlideDto {
  @ApiProperty()
  @Trimmed()
  @IsString()
  @Length(1, LIMITS.heading, text('heading', 1, LIMITS.heading))
  heading!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(LIMITS.slideText, text('text', 0, LIMITS.slideText))
  text?: string;

  @ApiPropertyOptional({ description: 'JSON: [{"label":"Apply","to":"/admission"}], at most two' })
  @IsOptional()
  @Transform(parseButtons)
  @IsArray({ message: 'buttons must be a list of {label, to}' })
  @ArrayMaxSize(LIMITS.buttons, { message: `at most ${LIMITS.buttons} buttons` })
  @ValidateNested({ each: true })
  buttons?: HeroButtonDto[];

  @ApiPropertyOptional({ description: 'The drawing shown without a photo, e.g. hero/building' })
  @IsOptional()
  @Matches(/^[a-z0-9/-]{1,80}$/, { message: 'imageKey must be like hero/building' })
  imageKey?: string;

  @ApiPropertyOptional({ maxLength: IMAGE_ALT_MAX })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(IMAGE_ALT_MAX, text('imageAlt', 0, IMAGE_ALT_MAX))
  imageAlt?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  hidden?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  removeImage?: boolean;

  @ApiPropertyOptional({ description: 'The id of a photo chosen from the library instead of an upload' })
  @IsOptional()
  @IsMongoId({ message: 'libraryImageId must be the id of a photo in the library' })
  libraryImageId?: string;
}

export class ReorderDto {
  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(LIMITS.listItems)
  @IsMongoId({ each: true, message: 'ids must be the ids of this list' })
  ids!: string[];
}
