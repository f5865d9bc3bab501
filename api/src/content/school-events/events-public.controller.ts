import { Controller, Param, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { ENDPOINTS } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { ParseEventKeyPipe } from './parse-event-key.pipe';
import { PublicResponseCacheInterceptor } from '../public-cache/public-response-cache.interceptor';
import { EventFilterQuery, EventListQuery, EventMonthQuery } from './event.dto';
import { EventsService } from './events.service';

function sendCalendar(request: Request, response: Response, file: { body: string; etag: string }, name?: string) {
  response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  // Calendar apps poll the feed; each poll is a 304 until an event changes.
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('ETag', file.etag);
  if (name) response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  if (request.get('if-none-match') === file.etag) {
    response.status(304).end();
    return;
  }
  response.send(file.body);
}

/**
 * Events for everyone. The JSON reads come from the public read cache (cleared by every event change on every
 * instance); the calendar files are small and answer 304 while nothing changed. The feed's and the month's routes are declared before
 * `events/:id`, which would otherwise take `calendar.ics` or `month` for an id.
 */
@ApiTags('events')
@Controller()
export class EventsPublicController {
  constructor(private readonly events: EventsService) {}

  @Endpoint(ENDPOINTS.events.feed)
  @ApiOkResponse({ description: 'text/calendar: upcoming events and those of the last year, to subscribe to' })
  async feed(@Query() query: EventFilterQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendCalendar(request, response, await this.events.calendar(undefined, query));
  }

  @Endpoint(ENDPOINTS.events.month)
  @SkipThrottle()
  @UseInterceptors(PublicResponseCacheInterceptor)
  @ApiOkResponse({ description: "Every date of the month's events, series expanded, by start" })
  month(@Query() query: EventMonthQuery) {
    return this.events.month(query);
  }

  @Endpoint(ENDPOINTS.events.list)
  @SkipThrottle()
  @UseInterceptors(PublicResponseCacheInterceptor)
  @ApiOkResponse({ description: 'Upcoming (soonest first) or past (latest first) events' })
  list(@Query() query: EventListQuery) {
    return this.events.list(query);
  }

  @Endpoint(ENDPOINTS.events.detail)
  @SkipThrottle()
  @UseInterceptors(PublicResponseCacheInterceptor)
  @ApiNotFoundResponse({ description: 'No event with this id or address' })
  detail(@Param('id', ParseEventKeyPipe) id: string) {
    return this.events.get(id);
  }

  @Endpoint(ENDPOINTS.events.ics)
  @ApiOkResponse({ description: 'text/calendar: this one event, to add to a calendar' })
  async ics(
    @Param('id', ParseEventKeyPipe) id: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    sendCalendar(request, response, await this.events.calendar(id), 'icast-event.ics');
  }
}
