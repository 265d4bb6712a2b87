// The Supabase project the stack serves: the nearest folder, from the working directory up,
// that holds `supabase/config.toml` (as the Supabase CLI finds its project), unless
// SUPABASE_LOCAL_PROJECT_DIR names one. Its `supabase/` folder gives the migrations, the
// seed, config.toml and the pgTAP files; its `.data/` and `node_modules/.cache/` hold the
// stack's data and snapshots.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { LocalStackError } from './errors';

function findProjectDir(start: string): string {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'supabase', 'config.toml'))) return dir;
    if (dirname(dir) === dir) {
      throw new LocalStackError(
        `No supabase/config.toml in ${resolve(start)} or any folder above it: run the local stack inside a Supabase project, or set SUPABASE_LOCAL_PROJECT_DIR.`,
      );
    }
  }
}

export const projectDir = process.env.SUPABASE_LOCAL_PROJECT_DIR
  ? resolve(process.env.SUPABASE_LOCAL_PROJECT_DIR)
  : findProjectDir(process.cwd());

/** The project's `supabase/` folder (what the Supabase CLI manages). */
export const supabaseDir = join(projectDir, 'supabase');
