import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../testing/build-test-app';
import {
  type CounterStore,
  createMemoryCounterStore,
  createRedisCounterStore,
} from './counter-store';

describe('memory counter store', () => {
  let clock = 1_000_000;
  const store = createMemoryCounterStore(() => clock);
  afterAll(() => store.close());
  afterEach(() => {
    clock += 3600_000;
  });

  it('counts events of a key within its window', async () => {
    expect(await store.get('a')).toEqual({ count: 0, resetInSeconds: 0 });
    expect(await store.increment('a', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    clock += 20_000;
    expect(await store.increment('a', 60)).toEqual({ count: 2, resetInSeconds: 40 });
    expect(await store.get('a')).toEqual({ count: 2, resetInSeconds: 40 });
  });

  it('keeps the window of the first event: later events do not extend it', async () => {
    await store.increment('b', 10);
    clock += 9_000;
    await store.increment('b', 10);
    expect(await store.get('b')).toEqual({ count: 2, resetInSeconds: 1 });
    clock += 1_000;
    expect(await store.get('b')).toEqual({ count: 0, resetInSeconds: 0 });
  });

  it('starts a new window once one expires', async () => {
    await store.increment('c', 5);
    await store.increment('c', 5);
    clock += 5_000;
    expect(await store.increment('c', 5)).toEqual({ count: 1, resetInSeconds: 5 });
  });

  it('rounds the time left up to a whole second', async () => {
    await store.increment('d', 5);
    clock += 4_500;
    expect((await store.get('d')).resetInSeconds).toBe(1);
  });

  it('adds amounts, and takes them back with a negative one', async () => {
    expect(await store.increment('g', 60, 1_000)).toEqual({ count: 1_000, resetInSeconds: 60 });
    expect((await store.increment('g', 60, 500)).count).toBe(1_500);
    expect((await store.increment('g', 60, -700)).count).toBe(800);
  });

  it('keeps keys apart and resets one', async () => {
    await store.increment('e', 60);
    await store.increment('e', 60);
    await store.increment('f', 60);
    await store.reset('e');
    expect((await store.get('e')).count).toBe(0);
    expect((await store.get('f')).count).toBe(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('Redis counter store (TEST_REDIS_URL)', () => {
  // A prefix of its own, so parallel runs sharing the Redis do not see each other's keys.
  const prefix = `portal-test:${randomBytes(6).toString('hex')}:`;
  let store: CounterStore;
  let otherInstance: CounterStore;
  beforeAll(() => {
    store = createRedisCounterStore(redisUrl!, prefix);
    otherInstance = createRedisCounterStore(redisUrl!, prefix);
  });
  afterAll(async () => {
    for (const key of ['a', 'b', 'c', 'd', 'e']) await store.reset(key);
    await store.close();
    await otherInstance.close();
  });

  it('counts events of a key within its window', async () => {
    expect(await store.get('a')).toEqual({ count: 0, resetInSeconds: 0 });
    expect(await store.increment('a', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    const second = await store.increment('a', 60);
    expect(second.count).toBe(2);
    expect(second.resetInSeconds).toBeGreaterThan(55);
    expect(second.resetInSeconds).toBeLessThanOrEqual(60);
  });

  it('shares the counts between instances', async () => {
    await store.increment('b', 60);
    await otherInstance.increment('b', 60);
    expect((await store.get('b')).count).toBe(2);
    expect((await otherInstance.get('b')).count).toBe(2);
  });

  it('lets a window expire', async () => {
    await store.increment('c', 1);
    expect((await store.get('c')).count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await store.get('c')).toEqual({ count: 0, resetInSeconds: 0 });
    expect(await store.increment('c', 1)).toEqual({ count: 1, resetInSeconds: 1 });
  });

  it('adds amounts, and takes them back with a negative one', async () => {
    expect((await store.increment('e', 60, 1_000)).count).toBe(1_000);
    expect((await otherInstance.increment('e', 60, 500)).count).toBe(1_500);
    expect((await store.increment('e', 60, -700)).count).toBe(800);
  });

  it('resets a key', async () => {
    await store.increment('d', 60);
    await otherInstance.reset('d');
    expect((await store.get('d')).count).toBe(0);
  });
});

describe.runIf(redisUrl)('sign-in throttling kept in Redis (TEST_REDIS_URL)', () => {
  let t: TestApp;
  let redis: CounterStore;
  const keys: string[] = [];
  beforeAll(async () => {
    // The address limit is lifted: every run on this machine signs in from 127.0.0.1.
    t = await buildTestApp({ REDIS_URL: redisUrl!, LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000' });
    redis = createRedisCounterStore(redisUrl!, 'portal:');
  });
  afterAll(async () => {
    for (const key of keys) await redis.reset(key);
    await redis.close();
    await t.close();
  });

  it('counts the failures of an account in Redis and refuses the eleventh attempt', async () => {
    // A fresh account, so that parallel runs sharing the Redis count apart.
    const user = `redis.${randomBytes(4).toString('hex')}@example.com`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/',
      payload: { user, password: 'Nueva-Clave-1' },
    });
    expect(registered.statusCode).toBe(201);
    const { sub } = JSON.parse(
      Buffer.from(
        registered.json<{ token: string }>().token.split('.')[1]!,
        'base64url',
      ).toString(),
    ) as { sub: string };
    const key = `login:account:id:${sub}`;
    keys.push(key);

    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/get_token',
        payload: { user, password: 'Wrong-Clave-1' },
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await redis.get(key)).count).toBe(10);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/get_token',
      payload: { user, password: 'Nueva-Clave-1' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ retry_after: number }>().retry_after).toBeGreaterThan(0);
  });
});
