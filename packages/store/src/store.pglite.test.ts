// The contract suite on embedded PGlite: one in-memory database for the whole file,
// each group of tests in a schema of its own.
import { PGlite } from '@electric-sql/pglite';
import { unwrap } from '@arbiter/kernel';
import { afterAll, beforeAll } from 'vitest';
import { openStore } from './open';
import { storeContract } from './testing/contract';
import { testSchemas } from './testing/fixtures';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create('memory://');
});
afterAll(async () => {
  await db?.close();
});

storeContract({
  backend: 'pglite',
  schema: (suffix) => `t_${suffix}`,
  open: async (schema, extra = {}) =>
    unwrap(await openStore({ pglite: db, schema, schemas: testSchemas, ...extra })),
  tryOpen: (schema) => openStore({ pglite: db, schema, schemas: testSchemas }),
  raw: async (sql, params) => {
    if (params) await db.query(sql, params);
    else await db.exec(sql);
  },
});
