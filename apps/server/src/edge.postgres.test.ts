// Issue 34 against a real server process on PostgreSQL (a database of its own).
import { edgeContract } from './testing/edge-contract';
import { accountChecks } from './testing/edge-accounts';
import { limitChecks } from './testing/edge-limits';
import { apiFuzzChecks } from './testing/api-fuzz';
import { freshDatabase, startServer } from './testing/server-process';

let drop: () => Promise<void> = async () => {};
edgeContract(
  'issue 34 on PostgreSQL',
  {
    async start() {
      const db = await freshDatabase('edge');
      drop = db.drop;
      return startServer(db.url);
    },
    cleanup: () => drop(),
  },
  [accountChecks, limitChecks, apiFuzzChecks],
);
