import { describe, expect, it } from 'vitest';
import { BoardHost } from './boardHost';

/** A host with nothing behind it: `beginOpen` and `settled` touch none of its parts. */
const host = () =>
  new BoardHost(
    ...([null, null, null, null, null, () => {}] as unknown as ConstructorParameters<typeof BoardHost>),
  );

const isSettled = async (h: BoardHost): Promise<boolean> => {
  let settled = false;
  void h.settled().then(() => {
    settled = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return settled;
};

describe('BoardHost.settled: what waits for the level being opened', () => {
  it('is settled with no level opening', async () => {
    expect(await isSettled(host())).toBe(true);
  });

  it('waits for every opening under way to end, each ended once however often it is called', async () => {
    const h = host();
    const first = h.beginOpen();
    const second = h.beginOpen();
    const waited = h.settled();
    let done = false;
    void waited.then(() => {
      done = true;
    });
    first();
    first();
    await Promise.resolve();
    expect(done).toBe(false);
    second();
    await waited;
    expect(done).toBe(true);
    expect(await isSettled(h)).toBe(true);
  });

  it('tells its listeners when a level starts opening, while it is still opening', async () => {
    const h = host();
    const heard: boolean[] = [];
    h.onOpen(() => void isSettled(h).then((settled) => heard.push(settled)));
    const end = h.beginOpen();
    await isSettled(h);
    expect(heard).toEqual([false]);
    end();
  });
});
