import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Env } from '../env';

export type Mailer = {
  /** False when SMTP_URL is unset: then nothing is ever sent, and nobody may claim it was. */
  configured: boolean;
  /** Answers whether the mail server accepted the message. */
  send: (message: { to: string; subject: string; text: string }) => Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  if (!env.SMTP_URL) return { configured: false, send: async () => false };
  const transport = nodemailer.createTransport(env.SMTP_URL);
  return {
    configured: true,
    send: async ({ to, subject, text }) => {
      try {
        const info = await transport.sendMail({ from: env.MAIL_FROM, to, subject, text });
        return info.accepted.length > 0;
      } catch {
        return false;
      }
    },
  };
}

export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    app.decorate('mailer', createMailer(opts.env));
  },
  { name: 'mailer' },
);
