// Issue 34 against a real server process on embedded PGlite (a data directory of its own).
import { edgeContract } from './testing/edge-contract';
import { accountChecks } from './testing/edge-accounts';
import { limitChecks } from './testing/edge-limits';
import { apiFuzzChecks } from './testing/api-fuzz';
import { freshDataDir, startServer } from './testing/server-process';

let drop = () => {};
edgeContract(
  'issue 34 on PGlite',
  {
    async start() {
      const dir = freshDataDir('edge');
      drop = dir.drop;
      return startServer(dir.dir);
    },
    cleanup: async () => drop(),
  },
  [accountChecks, limitChecks, apiFuzzChecks],
);
