import { ormConfig } from './orm-config.ts';

/** Used by `npm run migration:create` (server workspace); point DATABASE_URL at a scratch database. */
const url = process.env['DATABASE_URL'];
if (!url) {
  throw new Error('Set DATABASE_URL to a database at the latest migration before creating a migration');
}

export default ormConfig(url);
