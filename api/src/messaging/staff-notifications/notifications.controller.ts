import { BadRequestException, Body, Controller } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ENDPOINTS,
  type NotificationSettings,
  roleReceives,
  STAFF_NOTIFICATIONS,
  type StaffNotificationKind,
  type StaffUser,
} from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { NotificationSettingsDto } from './notification-settings.dto';
import { StaffNotifications } from './staff-notifications.service';

/** Every signed-in member chooses their own notifications, among those their role receives. */
@ApiTags('notifications')
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: StaffNotifications) {}

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
