import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type SeatsView, type StaffUser } from '@icast/contracts';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { SetSeatsDto } from './dto/set-seats.dto';
import { PlacesService } from './places.service';

/** The seats view: seats, offered, accepted, waiting and free per class, and the waiting children proposed. */
@ApiTags('places')
@Controller()
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Endpoint(ENDPOINTS.places.view)
  view(): Promise<SeatsView> {
    return this.places.view();
  }

  @Endpoint(ENDPOINTS.places.setSeats)
  setSeats(@Body() body: SetSeatsDto, @CurrentStaff() staff: StaffUser): Promise<SeatsView> {
    return this.places.setSeats(body, staff.email);
  }
}
