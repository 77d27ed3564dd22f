import { z } from "zod";

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  BUILD_DIR: z.string().min(1).default("build"),
});

export type ServerConfig = z.output<typeof environmentSchema>;

/** Reads the server's settings from the environment once, at start-up. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid server environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
