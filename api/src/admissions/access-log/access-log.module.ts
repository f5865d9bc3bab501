import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccessLogController } from './access-log.controller';
import { StaffAccess, StaffAccessSchema } from './staff-access.schema';
import { StaffAccessLog } from './staff-access-log';

/** Who at the school opened which child's application or documents (the reads are in applications and documents). */
@Module({
  imports: [MongooseModule.forFeature([{ name: StaffAccess.name, schema: StaffAccessSchema }])],
  controllers: [AccessLogController],
  providers: [StaffAccessLog],
  exports: [StaffAccessLog],
})
export class AccessLogModule {}
