// The API contract against a real server process on embedded PGlite (a data directory of its own).
import { apiContract } from './testing/contract';
import { freshDataDir, startServer } from './testing/server-process';

let drop = () => {};
apiContract('API on PGlite', {
  async start() {
    const dir = freshDataDir('api');
    drop = dir.drop;
    return startServer(dir.dir);
  },
  cleanup: async () => drop(),
});
