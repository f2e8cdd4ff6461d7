import type pg from 'pg';
import type { Logger } from '../logger.ts';
import { CampaignSettingsService } from '../modules/campaign-settings/campaign-settings.service.ts';
import { CampaignDispatcher } from '../modules/campaigns/campaign-dispatcher.ts';
import { CampaignReplies } from '../modules/campaigns/campaign-replies.ts';
import { CampaignsService } from '../modules/campaigns/campaigns.service.ts';
import type { SessionManager } from '../modules/connections/session-manager.ts';
import { ContactListItemsService } from '../modules/contact-lists/contact-list-items.service.ts';
import { ContactListsService } from '../modules/contact-lists/contact-lists.service.ts';
import { NumberValidity } from '../modules/contact-lists/number-validity.ts';
import { ScheduleSender } from '../modules/schedules/schedule-sender.ts';
import { SchedulesService } from '../modules/schedules/schedules.service.ts';
import type { Database } from '../platform/database/database.ts';
import type { Messaging } from './messaging.ts';
import type { Platform } from './platform.ts';

export type CampaignsSchedulesNeeds = {
  logger: Logger;
  db: Database;
  pool: pg.Pool;
  platform: Platform;
  messaging: Pick<Messaging, 'outbound' | 'cloudTemplates'>;
  /** The sessions, built later: their inbound sink takes the campaign replies built here. */
  sessions: () => SessionManager;
};

/** Campaigns (lists, settings, the dispatcher and the replies it waits for) and scheduled messages. */
export function composeCampaignsSchedules({ logger, db, pool, platform, messaging, sessions }: CampaignsSchedulesNeeds) {
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
  return {
    campaignDispatcher,
    campaignReplies,
    campaigns: {
      contactLists: new ContactListsService({ realtime }),
      contactListItems: new ContactListItemsService({
        realtime,
        logger,
        validity: new NumberValidity({ em: db.em, logger, checkNumber }),
      }),
      campaignSettings: new CampaignSettingsService(),
      campaigns: new CampaignsService({ realtime, media, templates, wake: () => campaignDispatcher.wake() }),
    },
    schedules: new SchedulesService({ realtime, media, templates }),
    scheduleSender: new ScheduleSender({ em: db.em, pool, realtime, logger, outbound, media }),
  };
}

export type CampaignsSchedules = ReturnType<typeof composeCampaignsSchedules>;
