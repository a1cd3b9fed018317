import { z } from 'zod';

/** Counts within the caller's part of the network (everything for an Admin). */
export const DashboardStatsSchema = z.object({
  totalShops: z.number().int(),
  totalSuperAgents: z.number().int(),
  totalAgents: z.number().int(),
  totalCashiers: z.number().int(),
  totalUsers: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
