import { z } from 'zod';

/** The one error envelope every failed API call answers with. */
export const ApiErrorSchema = z.object({ error: z.string() });
