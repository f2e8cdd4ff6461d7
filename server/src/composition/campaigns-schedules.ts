import type pg from 'pg';
import type { Logger } from '../logger.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { campaignSettingsRoutes } from '../modules/campaign-settings/campaign-settings.routes.ts';
import { CampaignSettingsService } from '../modules/campaign-settings/campaign-settings.service.ts';
import { CampaignDispatcher } from '../modules/campaigns/campaign-dispatcher.ts';
import { CampaignReplies } from '../modules/campaigns/campaign-replies.ts';
import { campaignsRoutes } from '../modules/campaigns/campaigns.routes.ts';
import { CampaignsService } from '../modules/campaigns/campaigns.service.ts';
import type { SessionManager } from '../modules/connections/session-manager.ts';
import { ContactListItemsService } from '../modules/contact-lists/contact-list-items.service.ts';
import { contactListsRoutes } from '../modules/contact-lists/contact-lists.routes.ts';
import { ContactListsService } from '../modules/contact-lists/contact-lists.service.ts';
import { NumberValidity } from '../modules/contact-lists/number-validity.ts';
import { ScheduleSender } from '../modules/schedules/schedule-sender.ts';
import { schedulesRoutes } from '../modules/schedules/schedules.routes.ts';
import { SchedulesService } from '../modules/schedules/schedules.service.ts';
import type { Database } from '../platform/database/database.ts';
import type { Messaging } from './messaging.ts';
import type { AreaRouter, Platform } from './platform.ts';

export type CampaignsSchedulesNeeds = {
  logger: Logger;
  db: Database;
  pool: pg.Pool;
  platform: Platform;
  messaging: Pick<Messaging, 'outbound' | 'cloudTemplates'>;
  auth: AuthService;
  /** The sessions, built later: their inbound sink takes the campaign replies built here. */
  sessions: () => SessionManager;
};

/** Campaigns (lists, settings, the dispatcher and the replies it waits for) and scheduled messages. */
export function composeCampaignsSchedules({ logger, db, pool, platform, messaging, auth, sessions }: CampaignsSchedulesNeeds) {
  const { realtime, media } = platform;
  const { outbound, cloudTemplates: templates } = messaging;
  const checkNumber = (companyId: number, connectionId: number, number: string) => sessions().checkNumber(companyId, connectionId, number);
  const campaignDispatcher = new CampaignDispatcher({
    em: db.em,
    pool,
    realtime,
    logger,
    outbound,
    media,
    sessionRunning: (companyId, connectionId) => sessions().isRunning(companyId, connectionId),
  });
  const campaignReplies = new CampaignReplies({
    pool,
    logger,
    changed: (companyId, campaignIds, confirmed) => {
      campaignDispatcher.changed(companyId, campaignIds);
      if (confirmed) {
        campaignDispatcher.wake();
      }
    },
  });
  const routers: AreaRouter[] = [
    schedulesRoutes({ auth, schedules: new SchedulesService({ realtime, media, templates }) }),
    contactListsRoutes({
      auth,
      lists: new ContactListsService({ realtime }),
      items: new ContactListItemsService({ realtime, logger, validity: new NumberValidity({ em: db.em, logger, checkNumber }) }),
    }),
    campaignSettingsRoutes({ auth, campaignSettings: new CampaignSettingsService() }),
    campaignsRoutes({ auth, campaigns: new CampaignsService({ realtime, media, templates, wake: () => campaignDispatcher.wake() }) }),
  ];
  return {
    campaignDispatcher,
    campaignReplies,
    scheduleSender: new ScheduleSender({ em: db.em, pool, realtime, logger, outbound, media }),
    routers,
  };
}

export type CampaignsSchedules = ReturnType<typeof composeCampaignsSchedules>;
