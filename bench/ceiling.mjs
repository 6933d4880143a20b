// The ceiling of the API figures: a bare Fastify route (no plugin, no database) answering a small JSON
// object, run in its own process on the same machine and loaded like the portal's calls. Prints its port.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ valid: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
const stop = () => app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
