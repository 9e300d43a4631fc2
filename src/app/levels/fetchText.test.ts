import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchText } from './fetchText';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    switch (request.url) {
      case '/ok':
        response.end('{"type":"map"}');
        return;
      case '/hang':
        return; // Never answers.
      case '/trickle': {
        response.writeHead(200);
        const tick = setInterval(() => response.write(' '), 20);
        response.on('close', () => clearInterval(tick));
        return;
      }
      case '/silent-body':
        response.writeHead(200);
        response.write('{');
        return; // Headers and a byte, then nothing.
      default:
        response.writeHead(404);
        response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const quick = { totalMs: 600, stallMs: 200 };
// Where the test is about succeeding, or about the total, a busy machine must not trip the other limit.
const patient = { totalMs: 30_000, stallMs: 30_000 };

describe('fetchText', () => {
  it('reads a file', async () => {
    expect(await fetchText(`${base}/ok`, patient)).toBe('{"type":"map"}');
  });

  it('gives up on a server that never answers, saying so', async () => {
    await expect(fetchText(`${base}/hang`, quick)).rejects.toThrow(
      /^127\.0\.0\.1:\d+ sent nothing for 0\.2 s; check the address or try again later$/,
    );
  });

  it('gives up on a body that stops, and on one that trickles past the total', async () => {
    await expect(fetchText(`${base}/silent-body`, quick)).rejects.toThrow(/sent nothing for 0\.2 s/);
    await expect(fetchText(`${base}/trickle`, { ...patient, totalMs: 600 })).rejects.toThrow(
      /took longer than 0\.6 s/,
    );
  });

  it('says which address failed and how', async () => {
    await expect(fetchText(`${base}/missing.tmj`, quick)).rejects.toThrow(
      `could not download ${base}/missing.tmj (HTTP 404)`,
    );
    await expect(fetchText(`${base}/trickle`, { ...patient, maxChars: 3 })).rejects.toThrow(/larger than 3/);
  });
});
