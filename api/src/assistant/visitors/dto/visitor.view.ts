import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A stored visitor as the API returns it (documents the responses in Swagger). */
export class VisitorView {
  @ApiProperty({ example: '6650c0ffee0000000000abcd' })
  _id!: string;

  @ApiPropertyOptional({ example: 'Ada Obi' })
  name?: string;

  @ApiProperty({ example: '+2348031234567' })
  number!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  submittedAt!: Date;
}

export class VisitorCreatedResponse {
  @ApiProperty({ example: 'Thanks!' })
  message!: string;

  @ApiProperty({ type: VisitorView })
  data!: VisitorView;
}

/** One page of visitors, newest first. */
export class VisitorListResponse {
  @ApiProperty({ type: [VisitorView] })
  data!: VisitorView[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 140, description: 'Visitors in the whole list' })
  total!: number;
}
