/** The names of the periodic jobs the server defines (Agenda keys its jobs by name). */
export const PRUNE_EVENTS_JOB = 'realtime:prune-events';
export const TICKET_TIMERS_JOB = 'tickets:timers';
export const COLLECT_MEDIA_JOB = 'media:collect-unreferenced';
export const SEND_SCHEDULES_JOB = 'schedules:send';
export const GENERATE_INVOICES_JOB = 'invoices:generate';
export const DISPATCH_CAMPAIGNS_JOB = 'campaigns:dispatch';
