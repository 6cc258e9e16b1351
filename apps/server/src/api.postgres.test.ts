// The API contract against a real server process on PostgreSQL (a database of its own).
import { apiContract } from './testing/contract';
import { freshDatabase, startServer } from './testing/server-process';

let drop: () => Promise<void> = async () => {};
apiContract('API on PostgreSQL', {
  async start() {
    const db = await freshDatabase('api');
    drop = db.drop;
    return startServer(db.url);
  },
  cleanup: () => drop(),
});
