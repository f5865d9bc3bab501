import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type PortalConfig } from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { AppConfig } from '../../platform/config/app-config';

/** Where the /portal page sends staff, parents and students: the campus portals, which are not this site. */
@ApiTags('portal')
@Controller()
export class PortalController {
  constructor(private readonly config: AppConfig) {}

  @Endpoint(ENDPOINTS.portal.config)
  portalConfig(): PortalConfig {
    return { baseUrl: this.config.portalBaseUrl };
  }
}
