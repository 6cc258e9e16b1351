/**
 * The problem document (RFC 9457) every refusal of the server is: the domain's stable code, the
 * rule it applies and the text in the reader's language.
 */
import { z } from 'zod';

/** An RFC 9457 problem document with Arbiter's fields. */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string().optional(),
    code: z.string(),
    rule: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .describe('A refusal: an RFC 9457 problem document with a code and a rule id');
export type Problem = z.infer<typeof problemSchema>;
