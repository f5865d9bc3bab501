import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ENDPOINTS, type WaitingListEntry } from '@icast/contracts';
import { ApplicationReferencePipe } from '../applications/application-reference.pipe';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { WaitingListMoveDto } from './dto/waiting-list-move.dto';
import { WaitingListService } from './waiting-list.service';

@ApiTags('waiting list')
@Controller()
export class WaitingListController {
  constructor(private readonly waitingList: WaitingListService) {}

  @Endpoint(ENDPOINTS.waitingList.list)
  list(): Promise<WaitingListEntry[]> {
    return this.waitingList.list();
  }

  @Endpoint(ENDPOINTS.waitingList.move)
  move(
    @Param('reference', ApplicationReferencePipe) reference: string,
    @Body() body: WaitingListMoveDto,
  ): Promise<WaitingListEntry[]> {
    return this.waitingList.move(reference, body.position);
  }
}
