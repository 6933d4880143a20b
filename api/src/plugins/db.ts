/** Makes the database (opened by the caller: server.ts or the test helper) available as `app.db`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseEngine, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: DatabaseEngine;
  }
}

async function dbPlugin(app: FastifyInstance, opts: { db: Db; engine: DatabaseEngine }) {
  app.decorate('db', opts.db);
  app.decorate('dbEngine', opts.engine);
}

export default fp(dbPlugin, { name: 'irt-db' });
