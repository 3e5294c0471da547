import net from 'node:net';

/** An answer read off a socket, and whether the server closed the connection after it. */
export type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  closedByServer: boolean;
  /** Body bytes the client had written when the answer came. */
  sentBodyBytes: number;
};

type RawRequest = {
  port: number;
  method: string;
  path: string;
  headers: Record<string, string>;
};

function headLines(request: RawRequest) {
  const lines = [`${request.method} ${request.path} HTTP/1.1`, 'Host: 127.0.0.1'];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Writes body bytes; false, writing nothing, once the answer has come or the socket is closed. */
export type BodyWriter = (bytes: Buffer) => Promise<boolean>;

/**
 * Sends a request over a plain socket and reads the answer (tests only): `sendBody` writes the body
 * as it likes. Resolves once the answer is whole and the server has closed the connection, or
 * `settleMs` after the answer when it keeps the connection open.
 */
export function rawRequest(
  request: RawRequest,
  sendBody: (write: BodyWriter) => Promise<void>,
  settleMs = 2_000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(request.port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let answer: Omit<RawAnswer, 'closedByServer' | 'sentBodyBytes'> | undefined;
    let sentBodyBytes = 0;
    let settled = false;
    const finish = (closedByServer: boolean) => {
      if (settled || !answer) return;
      settled = true;
      socket.destroy();
      resolve({ ...answer, closedByServer, sentBodyBytes });
    };
    const write: BodyWriter = (bytes) =>
      new Promise((done) => {
        if (answer || socket.destroyed) return done(false);
        sentBodyBytes += bytes.length;
        if (socket.write(bytes)) return done(true);
        const resume = () => {
          socket.off('drain', resume);
          socket.off('close', resume);
          done(!answer && !socket.destroyed);
        };
        socket.on('drain', resume);
        socket.on('close', resume);
      });
    socket.on('error', () => {
      // The server closing while the client still writes (EPIPE, ECONNRESET) ends the body.
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (answer || end === -1) return;
      const [statusLine, ...headerLines] = received
        .subarray(0, end)
        .toString('latin1')
        .split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (received.length < end + 4 + length) return;
      const text = received.subarray(end + 4, end + 4 + length).toString('utf8');
      answer = {
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      setTimeout(() => finish(false), settleMs);
    });
    socket.on('close', () => {
      if (answer) finish(true);
      else if (!settled) reject(new Error('the server closed the connection without an answer'));
    });
    socket.on('connect', () => {
      socket.write(headLines(request));
      sendBody(write).catch(() => {});
    });
  });
}
