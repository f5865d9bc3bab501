import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Clock } from './clock';
import { JobLease, JobLeaseSchema } from './job-lease.schema';
import { JobLoop } from './job-loop';
import { ScheduledJob, ScheduledJobSchema } from './scheduled-job.schema';
import { ScheduledJobs } from './scheduled-jobs.service';
import { WorkClaimer } from './work-claimer';

/**
 * The one background-work machinery of the API: a clock, one loop, claims that hold across processes, and timed
 * jobs. Global, because every feature with timed work (outbox, newsletter, chat digest, later offers and
 * reminders) registers here instead of keeping a timer of its own.
 */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: JobLease.name, schema: JobLeaseSchema },
      { name: ScheduledJob.name, schema: ScheduledJobSchema },
    ]),
  ],
  providers: [Clock, JobLoop, WorkClaimer, ScheduledJobs],
  exports: [Clock, JobLoop, WorkClaimer, ScheduledJobs],
})
export class JobsModule {}
