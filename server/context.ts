import type { Config } from './config';
import type { Database } from './db/client';
import type pg from 'pg';
import type { JwtService } from './core/jwt';
import type { AuthService } from './modules/auth/service';

/** What every domain module receives when it is registered. */
export interface AppContext {
  config: Config;
  db: Database;
  pool: pg.Pool;
  jwt: JwtService;
  authService: AuthService;
}
