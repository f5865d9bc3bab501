import { BadRequestException, Body, Controller, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ENDPOINTS,
  type NotificationSettings,
  type StaffActivityFeed,
  roleReceives,
  STAFF_NOTIFICATIONS,
  type StaffNotificationKind,
  type StaffUser,
} from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { NotificationSettingsDto } from './notification-settings.dto';
import { StaffActivity } from './staff-activity.service';
import { StaffNotifications } from './staff-notifications.service';

/** Every signed-in member chooses their own notifications, among those their role receives. */
@ApiTags('notifications')
@Controller()
export class NotificationsController {
  constructor(
    private readonly notifications: StaffNotifications,
    private readonly activity: StaffActivity,
  ) {}

  @Endpoint(ENDPOINTS.notifications.activity)
  @ApiOkResponse({ description: 'Your unread count and the newest entries of the kinds you receive' })
  activityFeed(@CurrentStaff() member: StaffUser): Promise<StaffActivityFeed> {
    return this.activity.feed(member);
  }

  @Endpoint(ENDPOINTS.notifications.markAllRead)
  @ApiOkResponse({ description: 'The list after marking everything in it read' })
  markAllRead(@CurrentStaff() member: StaffUser): Promise<StaffActivityFeed> {
    return this.activity.markAllRead(member);
  }

  @Endpoint(ENDPOINTS.notifications.markRead)
  @ApiOkResponse({ description: 'The list after marking one entry read' })
  markRead(@CurrentStaff() member: StaffUser, @Param('id') id: string): Promise<StaffActivityFeed> {
    return this.activity.markRead(member, id);
  }

  @Endpoint(ENDPOINTS.notifications.settings)
  @ApiOkResponse({ description: 'The notifications your role receives, each on or off' })
  settings(@CurrentStaff() member: StaffUser): Promise<NotificationSettings> {
    return this.notifications.settingsOf(member);
  }

  @Endpoint(ENDPOINTS.notifications.update)
  @ApiOkResponse({ description: 'Your settings after the change' })
  update(@CurrentStaff() member: StaffUser, @Body() body: NotificationSettingsDto): Promise<NotificationSettings> {
    const refused = (Object.keys(body) as StaffNotificationKind[]).filter(
      (kind) => body[kind] !== undefined && !roleReceives(member.role, kind),
    );
    if (refused.length > 0) {
      throw new BadRequestException(
        `Your role (${member.role}) does not receive: ${refused.map((kind) => STAFF_NOTIFICATIONS[kind].label).join(', ')}`,
      );
    }
    return this.notifications.update(member, body);
  }
}
