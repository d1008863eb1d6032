import { z } from 'zod';

/** The one error envelope every failed API call answers with; `field` names the form field it is about. */
export const ApiErrorSchema = z.object({ error: z.string(), field: z.string().optional() });
