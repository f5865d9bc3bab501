import { Module } from '@nestjs/common';
import { ApplicationModule } from '../applications/application.module';
import { PipelineController } from './pipeline.controller';
import { PipelineService } from './pipeline.service';

/** Counts per status and class, and changes of status for many applications at once. */
@Module({
  imports: [ApplicationModule],
  controllers: [PipelineController],
  providers: [PipelineService],
})
export class PipelineModule {}
