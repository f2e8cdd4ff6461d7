import Router from '@koa/router';
import { cloudTemplatesQuery, idParams, templateMessageBody, ticketIdParams } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth } from '../auth/require-auth.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { viewerOf } from '../tickets/ticket-access.ts';
import type { CloudTemplates } from './cloud-templates.ts';

type Options = { auth: AuthService; messages: MessagesService; templates: CloudTemplates };

/** The Cloud API's additions to the inbox: a ticket's 24-hour window, the approved templates, and template sends. */
export function cloudMessagesRoutes({ auth, messages, templates }: Options): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/whatsapp/:id/templates',
    requireAuth(auth),
    validated({ params: idParams, query: cloudTemplatesQuery }, async (ctx, { params, query }) => {
      ctx.body = await templates.list(ctx.state.em, authOf(ctx.state).companyId, params.id, query.refresh === 'true');
    }),
  );

  router.get(
    '/messages/:ticketId/window',
    requireAuth(auth),
    validated({ params: ticketIdParams }, async (ctx, { params }) => {
      ctx.body = await messages.serviceWindow(ctx.state.em, await viewerOf(ctx.state.em, authOf(ctx.state)), params.ticketId);
    }),
  );

  router.post(
    '/messages/:ticketId/template',
    requireAuth(auth),
    validated({ params: ticketIdParams, body: templateMessageBody }, async (ctx, { params, body }) => {
      const viewer = await viewerOf(ctx.state.em, authOf(ctx.state));
      // Visibility is checked by the send; the connection is only read here to find the template.
      const ticket = await ctx.state.em.findOne(Ticket, { id: params.ticketId }, { fields: ['whatsappId'] });
      if (!ticket?.whatsappId) {
        throw new AppError('ERR_NO_TICKET_FOUND', { message: 'No ticket found with this ID' });
      }
      await messages.serviceWindow(ctx.state.em, viewer, params.ticketId);
      const template = await templates.find(ctx.state.em, viewer.companyId, ticket.whatsappId, body.name, body.language);
      const message = await messages.sendTemplate(ctx.state.em, viewer, params.ticketId, {
        template,
        parameters: body.parameters,
        clientKey: body.clientKey,
      });
      ctx.body = { messages: [message] };
    }),
  );

  return router;
}
