import { z } from '../validation/zod';

/**
 * POST /api/robotLease (docs/robot.md): one robot runs the rounds of a set of sources at a time. The robot that holds the lease renews it
 * well inside its length; another (an overlapping deploy, a second one started by mistake) is told who holds it and
 * until when, and waits. `release` gives it up at a graceful stop, so a waiting robot takes over at once.
 */
export const robotLeaseRequestSchema = z.strictObject({
  /** The robot's own name for this run (host and start time): two runs never share one. */
  holder: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[\w.:@-]+$/, 'use letras, números e . : @ - _'),
  /**
   * The sources the robot reads, sorted and comma-separated: robots that split the universe by source each hold their
   * own lease, and two robots for the same sources exclude each other.
   */
  scope: z
    .string()
    .regex(/^[a-z]+(,[a-z]+)*$/, 'fontes separadas por vírgula')
    .max(200),
  /** How long the lease holds without a renewal. */
  seconds: z.number().int().min(5).max(600),
  release: z.boolean().optional(),
});

export const robotLeaseAnswerSchema = z.object({
  /** Whether the caller holds the lease now. */
  held: z.boolean(),
  /** Who holds it (the caller, or the robot it waits for); null when released and nobody took it. */
  holder: z.string().nullable(),
  until: z.string().nullable(),
});

export type RobotLeaseRequest = z.infer<typeof robotLeaseRequestSchema>;
export type RobotLeaseAnswer = z.infer<typeof robotLeaseAnswerSchema>;
