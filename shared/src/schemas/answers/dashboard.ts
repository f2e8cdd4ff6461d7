import { z } from 'zod';
import type {
  DashboardAttendant,
  DashboardChartQuery,
  DashboardCounters,
  DashboardQuery,
  DashboardResponse,
  TicketsDayResponse,
  TicketsPerDay,
  TicketsPerHour,
  TicketsPerUser,
  TicketsUsersResponse,
} from '../dashboard.ts';

export const dashboardQuerySchema = z
  .object({
    days: z.number().optional(),
    date_from: z.string().optional(),
    date_to: z.string().optional(),
  })
  .meta({ id: 'DashboardQuery' }) satisfies z.ZodType<DashboardQuery>;

export const dashboardChartQuerySchema = z
  .object({
    initialDate: z.string(),
    finalDate: z.string(),
  })
  .meta({ id: 'DashboardChartQuery' }) satisfies z.ZodType<DashboardChartQuery>;

export const dashboardCountersSchema = z
  .object({
    supportHappening: z.number(),
    supportPending: z.number(),
    supportFinished: z.number(),
    avgSupportTime: z.number(),
    avgWaitTime: z.number(),
    leads: z.number(),
  })
  .meta({ id: 'DashboardCounters' }) satisfies z.ZodType<DashboardCounters>;

export const dashboardAttendantSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    rating: z.number(),
    avgSupportTime: z.number(),
    tickets: z.number(),
    online: z.boolean(),
  })
  .meta({ id: 'DashboardAttendant' }) satisfies z.ZodType<DashboardAttendant>;

export const dashboardResponseSchema = z
  .object({
    counters: dashboardCountersSchema,
    attendants: z.array(dashboardAttendantSchema),
  })
  .meta({ id: 'DashboardResponse' }) satisfies z.ZodType<DashboardResponse>;

export const ticketsPerUserSchema = z
  .object({
    nome: z.string(),
    quantidade: z.number(),
  })
  .meta({ id: 'TicketsPerUser' }) satisfies z.ZodType<TicketsPerUser>;

export const ticketsUsersResponseSchema = z
  .object({
    data: z.array(ticketsPerUserSchema),
  })
  .meta({ id: 'TicketsUsersResponse' }) satisfies z.ZodType<TicketsUsersResponse>;

export const ticketsPerDaySchema = z
  .object({
    data: z.string(),
    total: z.number(),
  })
  .meta({ id: 'TicketsPerDay' }) satisfies z.ZodType<TicketsPerDay>;

export const ticketsPerHourSchema = z
  .object({
    horario: z.number(),
    total: z.number(),
  })
  .meta({ id: 'TicketsPerHour' }) satisfies z.ZodType<TicketsPerHour>;

export const ticketsDayResponseSchema = z
  .object({
    data: z.union([z.array(ticketsPerDaySchema), z.array(ticketsPerHourSchema)]),
    count: z.number(),
  })
  .meta({ id: 'TicketsDayResponse' }) satisfies z.ZodType<TicketsDayResponse>;
