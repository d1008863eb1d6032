import { z } from 'zod';

/** The one error envelope every failed API call answers with. */
export const ApiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;
