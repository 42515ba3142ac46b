import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder of the catalogue images that ship with the seed; SEED_ASSETS_DIR overrides it for the bundled server. */
export function seedAssetsDir(): string {
  return process.env.SEED_ASSETS_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed-assets');
}
