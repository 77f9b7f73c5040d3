import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest { method: string; url: string; headers: IncomingHttpHeaders; body: string }
export interface StubReply { status?: number; body?: unknown; delayMs?: number }

/**
 * A loopback HTTP server that answers whatever the test says: for the failure modes the real
 * sandbox never produces on demand (success false on a search, 503, a slow answer).
 */
export async function startStubServer(reply: (request: StubRequest) => StubReply) {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const answer = reply(request);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
