import { Module } from '@nestjs/common';
import { ParentAccessGuard } from './parent-access.guard';
import { ParentLinks } from './parent-links';

/**
 * A parent's access without a password: signed, expiring links and the guard that reads them. The applications
 * feature decides which applications a link opens and serves the parent's page (application/parent.controller.ts).
 */
@Module({ providers: [ParentLinks, ParentAccessGuard], exports: [ParentLinks, ParentAccessGuard] })
export class ParentAccessModule {}
