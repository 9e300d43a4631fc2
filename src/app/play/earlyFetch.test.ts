import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchEarly, fetchWithEarly } from './earlyFetch';

let server: Server;
/** Requests the server got, by path. */
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.includes('missing')) response.statusCode = 404;
    response.end(`body of ${path}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubGlobal('document', { baseURI: `http://127.0.0.1:${port}/game/` });
});

afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});

describe('fetchEarly', () => {
  it('answers the loader from the early fetch: one request, relative and absolute URLs alike', async () => {
    fetchEarly(['assets/a.json']);
    const absolute = new URL('assets/a.json', document.baseURI).href;
    expect(await (await fetchWithEarly(absolute)).text()).toBe('body of /game/assets/a.json');
    expect(hits.get('/game/assets/a.json')).toBe(1);
  });

  it('fetches a URL early once, even when asked again after the loader took it', async () => {
    const url = new URL('assets/b.png', document.baseURI).href;
    fetchEarly(['assets/b.png']);
    await (await fetchWithEarly(url)).text();
    fetchEarly(['assets/b.png']);
    expect(await (await fetchWithEarly(url)).text()).toBe('body of /game/assets/b.png');
    expect(hits.get('/game/assets/b.png')).toBe(2); // the early fetch, then the loader's own
  });

  it('fetches as usual a URL that was not fetched early, and again one whose early fetch failed', async () => {
    expect(await (await fetchWithEarly(new URL('assets/c.png', document.baseURI).href)).text()).toBe(
      'body of /game/assets/c.png',
    );
    fetchEarly(['missing.png']);
    const response = await fetchWithEarly('missing.png');
    expect(response.status).toBe(404);
    expect(hits.get('/game/missing.png')).toBe(2);
  });
});
