import fs from 'node:fs';
import { ConfigError } from '../config-values.ts';
import { validate } from '../http/validate.ts';
import { type AppConfig, appConfigSchema } from './schema.ts';

/** Reads and checks the operator's app configuration; every problem is a ConfigError naming the file and field. */
export function readAppConfig(file: string): AppConfig {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`APP_CONFIG: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`APP_CONFIG: ${file} is not JSON (${(error as Error).message})`);
  }
  const result = validate(appConfigSchema, json);
  if (!result.ok) throw new ConfigError(`APP_CONFIG: ${file}: ${result.message}`);
  return result.output;
}
