// Generated from libs/platform-registry by `npm run registry:sync`; do not edit by hand.
import { type ServiceName } from '@comarketing/platform-registry';
import { type DomainServiceDefinition } from '@comarketing/server-kit';
import { accountsService } from '@comarketing/accounts-service';
import { notificationService } from '@comarketing/notification-service';
import { matchingService } from '@comarketing/matching-service';
import { contentService } from '@comarketing/content-service';
import { analyticsService } from '@comarketing/analytics-service';

/** How to run each service of the registry, by name. */
export const DOMAIN_SERVICES: Record<ServiceName, DomainServiceDefinition> = {
  accounts: accountsService,
  notification: notificationService,
  matching: matchingService,
  content: contentService,
  analytics: analyticsService,
};
