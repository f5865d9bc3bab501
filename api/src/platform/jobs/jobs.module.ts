import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../config/app-config';
import { Clock } from './clock';
import { JobLease, JobLeaseSchema } from './job-lease.schema';
import { JobLoop } from './job-loop';
import { ScheduledJob, ScheduledJobSchema } from './scheduled-job.schema';
import { ScheduledJobs } from './scheduled-jobs.service';
import { FileClock } from './test-clock';
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
  providers: [
    {
      provide: Clock,
      // A test site's clock a journey can move forward (TEST_CLOCK_FILE, refused in production); real time otherwise.
      useFactory: (config: AppConfig) => (config.testClockFile ? new FileClock(config.testClockFile) : new Clock()),
      inject: [AppConfig],
    },
    JobLoop,
    WorkClaimer,
    ScheduledJobs,
  ],
  exports: [Clock, JobLoop, WorkClaimer, ScheduledJobs],
})
export class JobsModule {}
