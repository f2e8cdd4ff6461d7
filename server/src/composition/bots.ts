import type { AppConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { AutomationHandlers } from '../modules/chatbot/automation-handoff.ts';
import { BotHandoff } from '../modules/chatbot/bot-handoff.ts';
import { BotMessages } from '../modules/chatbot/bot-messages.ts';
import { ChatbotRouter } from '../modules/chatbot/chatbot-router.ts';
import { RoutingConfigCache } from '../modules/chatbot/routing-config.ts';
import type { OutboundMessages } from '../modules/messages/outbound-messages.ts';
import { AiAttendant } from '../modules/prompts/ai-attendant.ts';
import { promptsRoutes } from '../modules/prompts/prompts.routes.ts';
import { PromptsService } from '../modules/prompts/prompts.service.ts';
import { DialogflowAdapter } from '../modules/queue-integrations/dialogflow-adapter.ts';
import { DialogflowClient } from '../modules/queue-integrations/dialogflow-client.ts';
import { queueIntegrationsRoutes } from '../modules/queue-integrations/queue-integrations.routes.ts';
import { QueueIntegrationsService } from '../modules/queue-integrations/queue-integrations.service.ts';
import { TypebotAdapter } from '../modules/queue-integrations/typebot-adapter.ts';
import { WebhookAdapter } from '../modules/queue-integrations/webhook-adapter.ts';
import { TicketClosing } from '../modules/tickets/ticket-closing.ts';
import type { Database } from '../platform/database/database.ts';
import type { Scheduler } from '../platform/jobs/scheduler.ts';
import { guardedFetch } from '../platform/outbound/guarded-fetch.ts';
import { OutboundPolicy } from '../platform/outbound/outbound-policy.ts';
import type { AreaRouter, Platform } from './platform.ts';

export type BotsNeeds = {
  config: AppConfig;
  logger: Logger;
  db: Database;
  platform: Platform;
  outbound: OutboundMessages;
  auth: AuthService;
  /** Started after the areas are built. */
  scheduler: () => Scheduler;
};

/**
 * The chatbot's routing, the bots a queue hands a ticket to (AI prompts, Typebot, Dialogflow, n8n, webhooks)
 * and the closing of a ticket, whose rating question is a bot's message too.
 */
export function composeBots({ config, logger, db, platform, outbound, auth, scheduler }: BotsNeeds) {
  const { realtime, media, fieldCipher } = platform;
  const botMessages = new BotMessages(outbound);
  const automations = new AutomationHandlers();
  const botTimeoutMs = config.bots.openAiTimeoutMs;
  let webhooks: WebhookAdapter | null = null;
  const dialogflow = new DialogflowClient({
    apiUrl: config.bots.dialogflowApiUrl,
    tokenUrl: config.bots.dialogflowTokenUrl,
    timeoutMs: botTimeoutMs,
  });
  // Addresses a company chooses (webhooks, n8n, Typebot, a prompt's base URL) reach no private network.
  const outboundPolicy = new OutboundPolicy(config.outboundAllowedHosts);
  const companyFetch = guardedFetch(outboundPolicy);
  const integrations = new QueueIntegrationsService({ realtime, cipher: fieldCipher, dialogflow, outbound: outboundPolicy });
  const handoff = new BotHandoff(
    { em: db.em, realtime, logger, messages: botMessages },
    {
      prompt: new AiAttendant({
        cipher: fieldCipher,
        media,
        defaultBaseUrl: config.bots.openAiBaseUrl,
        timeoutMs: botTimeoutMs,
        guardedFetch: companyFetch,
      }),
      integrations: {
        typebot: new TypebotAdapter({ timeoutMs: botTimeoutMs, fetch: companyFetch }),
        dialogflow: new DialogflowAdapter({ client: dialogflow, credentialsOf: (row) => integrations.jsonContentOf(row) }),
        n8n: { answer: (turn, integration) => webhookAdapter().answer(turn, integration) },
        webhook: { answer: (turn, integration) => webhookAdapter().answer(turn, integration) },
      },
    },
  );
  handoff.registerWith(automations);
  const webhookAdapter = (): WebhookAdapter => {
    webhooks ??= new WebhookAdapter({
      em: db.em,
      logger,
      scheduler,
      conversationOf: (companyId, ticketId) => handoff.conversationOf(companyId, ticketId),
      failed: (companyId, ticketId, bot, cause) => handoff.failed(companyId, ticketId, bot, cause),
      retryBaseMs: config.bots.webhookRetryBaseMs,
      maxAttempts: config.bots.webhookMaxAttempts,
      timeoutMs: botTimeoutMs,
      fetch: companyFetch,
    });
    return webhooks;
  };
  const routingConfig = new RoutingConfigCache({ em: db.em });
  realtime.onEmit((companyId, channel) => routingConfig.changed(companyId, channel));
  return {
    botMessages,
    automations,
    webhookAdapter,
    router: new ChatbotRouter({ em: db.em, realtime, logger, messages: botMessages, automations, config: routingConfig }),
    closing: new TicketClosing({ em: db.em, realtime, logger, messages: botMessages }),
    routers: [
      promptsRoutes({ auth, prompts: new PromptsService({ realtime, cipher: fieldCipher, outbound: outboundPolicy }) }),
      queueIntegrationsRoutes({ auth, integrations }),
    ] satisfies AreaRouter[],
  };
}

export type Bots = ReturnType<typeof composeBots>;
