import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  type AdmissionsFunnel,
  CAMPUSES,
  ENDPOINTS,
  ENQUIRY_SOURCES,
  type EnquiryAnswers,
  type EnquiryConversion,
  type EnquiryListQuery,
  type EnquiryReceived,
  type PagedList,
  type StaffEnquiry,
  TOUR_CLASS_CHOICES,
} from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { PageQueryDto } from '../../platform/http/pagination';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';
import { EnquiriesService } from './enquiries.service';
import { AdmissionsFunnelService } from './admissions-funnel';

/** Per address per minute, as the contact form: a family asking twice, not a bot. */
export const ENQUIRY_THROTTLE = { limit: 10, ttl: 60_000 } as const;

export const enquiryThanks = (reference: string) =>
  `Thank you: your enquiry ${reference} has reached the admissions office. We will reply within two working days.`;

const values = (choices: ReadonlyArray<{ value: string }>) => choices.map((choice) => choice.value);

export class EnquiryListQueryDto extends PageQueryDto implements EnquiryListQuery {
  @ApiPropertyOptional({ enum: values(CAMPUSES) })
  @IsOptional()
  @IsIn(values(CAMPUSES), { message: 'campus must be one of the campuses' })
  campus?: string;

  @ApiPropertyOptional({ enum: values(TOUR_CLASS_CHOICES) })
  @IsOptional()
  @IsIn(values(TOUR_CLASS_CHOICES), { message: 'classOfInterest must be one of the classes' })
  classOfInterest?: string;

  @ApiPropertyOptional({ enum: values(ENQUIRY_SOURCES) })
  @IsOptional()
  @IsIn(values(ENQUIRY_SOURCES), { message: 'source must be one of the choices' })
  source?: string;

  @ApiPropertyOptional({ enum: ['open', 'applied'] })
  @IsOptional()
  @IsIn(['open', 'applied'], { message: 'state must be open or applied' })
  state?: 'open' | 'applied';
}

@ApiTags('enquiries')
@Controller()
export class EnquiriesController {
  constructor(
    private readonly enquiries: EnquiriesService,
    private readonly funnelCounts: AdmissionsFunnelService,
  ) {}

  @Endpoint(ENDPOINTS.enquiries.funnel)
  funnel(): Promise<AdmissionsFunnel> {
    return this.funnelCounts.funnel();
  }

  /** Checked by the same rules as the page (checkEnquiry), each problem at its field. */
  @Endpoint(ENDPOINTS.enquiries.submit)
  @RateLimit(ENQUIRY_THROTTLE.limit, 'across-instances', ENQUIRY_THROTTLE.ttl)
  async submit(@Body() body: Record<string, unknown>): Promise<EnquiryReceived> {
    const reference = await this.enquiries.submit(typeof body === 'object' && body !== null ? body : {});
    return { reference, message: enquiryThanks(reference) };
  }

  @Endpoint(ENDPOINTS.enquiries.answers)
  @HttpCode(200)
  @RateLimit(30, 'across-instances')
  answers(@Body() body: { token?: unknown }): Promise<EnquiryAnswers> {
    return this.enquiries.answersFor(body?.token);
  }

  @Endpoint(ENDPOINTS.enquiries.list)
  list(@Query() query: EnquiryListQueryDto): Promise<PagedList<StaffEnquiry>> {
    return this.enquiries.list(query);
  }

  @Endpoint(ENDPOINTS.enquiries.convert)
  @HttpCode(200)
  convert(@Param('reference') reference: string): Promise<EnquiryConversion> {
    return this.enquiries.invite(reference);
  }
}
