import Fastify from 'fastify';

// The reference for the authenticated balance read: the same framework answering a constant.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ amount: 0, balanceType: 'Limited' }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`listening ${address}\n`);
