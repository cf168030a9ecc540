import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpMail } from './otp-mail';
import { createSmtpMailer } from './smtp-mailer';

// Just enough of an SMTP server (RFC 5321, no auth) to receive one message and keep its text. It offers no
// STARTTLS, as a server (or a man in the middle stripping the offer) would that cannot protect the mail.
function smtpPeer() {
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let data = false;
    let message = '';
    socket.setEncoding('utf8');
    socket.write('220 peer ready\r\n');
    const handle = (line: string) => {
      if (data) {
        if (line !== '.') message += `${line}\n`;
        else {
          data = false;
          received.push(message);
          socket.write('250 queued\r\n');
        }
      } else if (/^DATA/i.test(line)) {
        data = true;
        socket.write('354 go ahead\r\n');
      } else if (/^STARTTLS/i.test(line)) socket.write('502 not implemented\r\n');
      else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    };
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        handle(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    });
  });
  return { server, received };
}

describe('the SMTP mailer', () => {
  const peer = smtpPeer();
  let port = 0;
  beforeAll(async () => {
    peer.server.listen(0, '127.0.0.1');
    await once(peer.server, 'listening');
    port = (peer.server.address() as { port: number }).port;
  });
  afterAll(() => peer.server.close());

  it('delivers the code mail to the SMTP server of SMTP_URL when told TLS is not required', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Store <no-reply@store.test>',
      requireTls: false,
    });
    await mailer.send(otpMail('reader@example.com', '042042', 'en'));
    mailer.close();
    expect(peer.received).toHaveLength(1);
    const [message] = peer.received;
    expect(message).toMatch(/^To: reader@example.com$/m);
    expect(message).toMatch(/^From: Store <no-reply@store.test>$/m);
    expect(message).toMatch(/^Subject: Your sign-in code: 042042$/m);
  });

  it('sends nothing over smtp:// to a server that offers no STARTTLS, unless told otherwise', async () => {
    const before = peer.received.length;
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Store <no-reply@store.test>',
      requireTls: true,
    });
    await expect(mailer.send(otpMail('reader@example.com', '042042', 'en'))).rejects.toThrow(/STARTTLS/i);
    mailer.close();
    expect(peer.received).toHaveLength(before);
  });
});
