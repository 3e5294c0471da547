import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCounterStore, createRedisCounterStore } from '../counter-store';
import { HttpError } from '../http-error';
import { createUploadQuota } from './upload-quota';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
      return { status: error.statusCode, code: error.code, ...error.extra };
    },
  );

describe('upload quota', () => {
  let clock = 1_000_000;
  const counters = createMemoryCounterStore(() => clock);
  const quota = createUploadQuota(counters, 1_000);
  afterAll(() => counters.close());

  it('takes declared lengths while they fit in the day, per customer', async () => {
    await quota.reserve('ana', 600, 5_000);
    expect(await refusal(quota.reserve('ana', 500, 5_000))).toEqual({
      status: 429,
      code: 'upload_quota_exceeded',
      retry_after: 86_400,
    });
    // The refused reservation took nothing: 400 still fit.
    await quota.reserve('ana', 400, 5_000);
    await quota.reserve('bea', 1_000, 5_000);
    clock += 3_600_000;
    expect(await refusal(quota.reserve('ana', 1, 5_000))).toMatchObject({ retry_after: 82_800 });
    clock += 82_800_000;
    await quota.reserve('ana', 1_000, 5_000);
  });

  it('gives a body without a declared length what is left, and back what it did not use', async () => {
    const reservation = await quota.reserve('carla', undefined, 5_000);
    expect(reservation.bytes).toBe(1_000);
    expect(reservation.overflow()).toMatchObject({
      statusCode: 429,
      code: 'upload_quota_exceeded',
    });
    await reservation.settle(300);
    expect((await quota.reserve('carla', undefined, 500)).bytes).toBe(500);
    expect((await counters.get('upload-bytes:carla')).count).toBe(800);
  });

  it('stops at the call limit, not the quota, when the limit is the smaller', async () => {
    const reservation = await quota.reserve('dani', undefined, 200);
    expect(reservation.bytes).toBe(200);
    expect(reservation.overflow()).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('upload quota in Redis (TEST_REDIS_URL)', () => {
  const prefix = `portal-test:${randomBytes(6).toString('hex')}:`;
  const instances = [
    createRedisCounterStore(redisUrl!, prefix),
    createRedisCounterStore(redisUrl!, prefix),
  ];
  afterAll(async () => {
    await instances[0]!.reset('upload-bytes:ana');
    for (const counters of instances) await counters.close();
  });

  it('is shared by every instance', async () => {
    const [first, second] = instances.map((counters) => createUploadQuota(counters, 1_000));
    await first!.reserve('ana', 700, 5_000);
    expect(await refusal(second!.reserve('ana', 400, 5_000))).toMatchObject({
      status: 429,
      code: 'upload_quota_exceeded',
    });
    await second!.reserve('ana', 300, 5_000);
  });
});
