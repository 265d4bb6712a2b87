import { z } from 'zod';

// zod 4 compiles object schemas with `new Function`, after probing whether eval is allowed;
// under our CSP (no 'unsafe-eval') that probe is reported as a violation on every page that
// builds a schema. jitless skips both. Every schema imports z from here, so this runs first.
z.config({ jitless: true });

export { z };
