import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabaseOutage } from './database-outage';

type Line = { level: 'error' | 'info'; fields: Record<string, unknown>; message: string };

function recordingLog() {
  const lines: Line[] = [];
  const write = (level: Line['level']) => (fields: Record<string, unknown>, message: string) =>
    lines.push({ level, fields, message });
  return {
    lines,
    log: { error: write('error'), info: write('info') } as unknown as FastifyBaseLogger,
  };
}

describe('the log of a database outage (issue 12 point 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });

  it('writes the first failure with its cause, then a count a second, then the recovery', async () => {
    const { lines, log } = recordingLog();
    let databaseAnswers = false;
    const probe = vi.fn(async () => {
      if (!databaseAnswers) throw refused;
    });
    const outage = createDatabaseOutage(log, probe);

    for (let request = 0; request < 50; request++) outage.failed(refused);
    expect(lines).toEqual([
      { level: 'error', fields: { err: refused }, message: expect.stringContaining('unavailable') },
    ]);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(lines.slice(1)).toEqual([
      {
        level: 'error',
        fields: { failedRequests: 49 },
        message: 'database still unavailable: 49 requests failed in the last second',
      },
    ]);

    // A second without failing requests writes nothing; the database is still asked.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lines).toHaveLength(2);
    expect(probe).toHaveBeenCalledTimes(2);

    for (let request = 0; request < 3; request++) outage.failed(refused);
    databaseAnswers = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lines.slice(2)).toEqual([
      expect.objectContaining({ fields: { failedRequests: 3 } }),
      {
        level: 'info',
        fields: { failedRequests: 53, outageMs: 3_000 },
        message: 'database answers again',
      },
    ]);

    // Once it answers, it is no longer asked; a new failure opens a new outage.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(3);
    outage.failed(refused);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatchObject({ level: 'error', fields: { err: refused } });
    outage.stop();
  });

  it('asks the database once at a time, however slow it is to answer', async () => {
    const { log } = recordingLog();
    const probe = vi.fn(() => new Promise<void>(() => {}));
    const outage = createDatabaseOutage(log, probe);
    outage.failed(refused);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledOnce();
    outage.stop();
  });

  it('stops asking when stopped', async () => {
    const { lines, log } = recordingLog();
    const probe = vi.fn(async () => {
      throw refused;
    });
    const outage = createDatabaseOutage(log, probe);
    outage.failed(refused);
    outage.failed(refused);
    outage.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).not.toHaveBeenCalled();
    expect(lines).toHaveLength(1);
  });
});
