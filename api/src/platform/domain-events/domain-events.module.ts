import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DomainEvents } from './domain-events.service';
import { StandaloneEvent, StandaloneEventSchema } from './standalone-event.schema';

/** Events between contexts (DomainEvents): global, since every context publishes or subscribes. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: StandaloneEvent.name, schema: StandaloneEventSchema }])],
  providers: [DomainEvents],
  exports: [DomainEvents],
})
export class DomainEventsModule {}
