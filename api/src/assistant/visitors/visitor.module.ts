import { Module } from '@nestjs/common';
import { PrivacyNoticeModule } from '../../content';
import { MongooseModule } from '@nestjs/mongoose';
import { VisitorController } from './visitor.controller';
import { VisitorFamilyData } from './visitor-family-data';
import { Visitor, VisitorSchema } from './visitor.schema';
import { VisitorService } from './visitor.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: Visitor.name, schema: VisitorSchema }]), PrivacyNoticeModule],
  controllers: [VisitorController],
  providers: [VisitorService, VisitorFamilyData],
  exports: [VisitorService],
})
export class VisitorModule {}
