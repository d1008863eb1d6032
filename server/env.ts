import { z } from 'zod';

/** The environment the server reads, checked once at start-up (see README, "Configuration"). */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters long' }).optional(),
  PUBLIC_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
});
export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`${issue.path.join('.')}: ${issue.message}`);
  }
  return result.data;
}

/** A configuration mistake the operator can fix; printed as one sentence, without a stack trace. */
export class ConfigError extends Error {}
