import { createServer, type Server } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A tiny SMTP server on 127.0.0.1 that accepts every message, so the real nodemailer transport can
 * be tested without a mail provider.
 */
export async function startSmtpSink(): Promise<{
  url: string;
  mails: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 OK queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
          else if (verb === 'MAIL') {
            current.from = line.slice(10).replace(/[<>]/g, '').trim();
            reply('250 OK');
          } else if (verb === 'RCPT') {
            current.to.push(line.slice(8).replace(/[<>]/g, '').trim());
            reply('250 OK');
          } else if (verb === 'DATA') {
            inData = true;
            reply('354 End data with <CR><LF>.<CR><LF>');
          } else if (verb === 'QUIT') {
            reply('221 Bye');
            socket.end();
          } else reply('250 OK');
        }
        index = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
