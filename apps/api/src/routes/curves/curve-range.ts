import {
  type CurveRange,
  curveYesterday,
  defaultCurveRange,
  validateCurveRange,
} from '@portal/domain/curves/curve-range';
import { isCurveDay } from '@portal/domain/curves/curve-time';
import type { CurveGranularity, CurveQuery } from '@portal/domain/schemas/curves';
import { HttpError } from '../../lib/http-error';

/**
 * The days a curve call asks for: its own, checked, or the granularity's defaults up to yesterday
 * (Madrid), or up to its end when it names only that. A date that is not one is `cch_invalid_date`,
 * an end before the start `cch_date_range_invalid`, a range longer than the granularity allows
 * `cch_range_too_long`.
 */
export function requestedCurveRange(
  granularity: CurveGranularity,
  query: Pick<CurveQuery, 'start' | 'end'>,
  now: Date,
): CurveRange {
  const end = query.end ?? curveYesterday(now);
  const start = query.start ?? (isCurveDay(end) ? defaultCurveRange(granularity, end).start : end);
  const errors = validateCurveRange(start, end, granularity);
  const error = errors.start ?? errors.end;
  if (error) throw new HttpError(400, error);
  return { start, end };
}

/**
 * The part of a range within the contract's life: readings before its start or after its end are
 * another holder's. Undefined when nothing is left.
 */
export function withinContract(
  range: { start: string; end: string },
  contract: { signDate: string | null; endDate: string | null },
): { start: string; end: string } | undefined {
  const start =
    contract.signDate && contract.signDate > range.start ? contract.signDate : range.start;
  const end = contract.endDate && contract.endDate < range.end ? contract.endDate : range.end;
  return start <= end ? { start, end } : undefined;
}
