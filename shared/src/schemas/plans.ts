import { z } from 'zod';
import { PLAN_FLAGS, type PlanFlag } from '../constants.ts';
import { pageQuery } from './common.ts';

/** A plan as super users manage it: limits, the monthly price in reais and the seven feature flags. */
export type PlanRecord = {
  id: number;
  name: string;
  users: number;
  connections: number;
  queues: number;
  /** Reais, two decimals (shown in pt-BR format: R$ 1.234,50). */
  value: number;
} & Record<PlanFlag, boolean> & { createdAt: string; updatedAt: string };

/**
 * GET /plans/list (public, no credentials): what a visitor choosing a plan at sign-up may see — the
 * name, the limits, the price and the features; nothing about who uses it or when it changed.
 */
export type PublicPlanRecord = Omit<PlanRecord, 'createdAt' | 'updatedAt'>;

const limit = z.coerce.number().int().min(0).max(100_000);

/** POST /plans and PUT /plans/{id} (super users). */
export const planBody = z.object({
  name: z.string().trim().min(2).max(100),
  users: limit,
  connections: limit,
  queues: limit,
  value: z.coerce
    .number()
    .min(0)
    .max(10_000_000)
    .transform((value) => Math.round(value * 100) / 100),
  ...(Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as Record<PlanFlag, z.ZodDefault<z.ZodBoolean>>),
});
export type PlanBody = z.input<typeof planBody>;

/** GET /plans: the settings tab's pages, searched by name. */
export const planListQuery = pageQuery;
export type PlanListResponse = { records: PlanRecord[]; count: number; hasMore: boolean };

/** Reais in the pt-BR format the spec asks for, whatever the interface language: `R$ 1.234,50`. */
export function formatReais(value: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
}
