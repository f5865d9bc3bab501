import { Module } from '@nestjs/common';
import { BlogDataModule, EventsModule, ImagesModule, PrivacyNoticeModule, SiteContentModule } from '../../content';
import { MongooseModule } from '@nestjs/mongoose';
import { MailModule } from '../layout/mail.module';
import { NewsletterAdminController } from './newsletter-admin.controller';
import { NewsletterCampaign, NewsletterCampaignSchema } from './newsletter-campaign.schema';
import { NewsletterCampaigns } from './newsletter-campaigns.service';
import { NewsletterContent } from './newsletter-content';
import { NewsletterSubscriber, NewsletterSubscriberSchema } from './newsletter-subscriber.schema';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';
import { ClosureAlerts } from './closure-alerts.service';

/** The newsletter: double opt-in subscriptions, one-click unsubscribe, and newsletters staff send. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: NewsletterSubscriber.name, schema: NewsletterSubscriberSchema },
      { name: NewsletterCampaign.name, schema: NewsletterCampaignSchema },
    ]),
    MailModule,
    PrivacyNoticeModule,
    SiteContentModule,
    BlogDataModule,
    EventsModule,
    ImagesModule,
  ],
  controllers: [NewsletterController, NewsletterAdminController],
  providers: [NewsletterService, NewsletterCampaigns, NewsletterContent, ClosureAlerts],
})
export class NewsletterModule {}
