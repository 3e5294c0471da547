import { describe, expect, it } from 'vitest';
import {
  columnsOfHeader,
  curveFileDay,
  curveFileEstimated,
  curveFileHour,
  curveFileWh,
  isQuarterHour,
} from './curve-file';

describe('reading curve files (decision 016)', () => {
  it('finds the columns of Datadis and distributor headers, in any order, accents and case aside', () => {
    expect(columnsOfHeader(['CUPS', 'Fecha', 'Hora', 'Consumo_kWh', 'Método_obtención'])).toEqual({
      cups: 0,
      date: 1,
      hour: 2,
      activa: 3,
      method: 4,
    });
    expect(
      columnsOfHeader(['cups', 'fecha', 'hora', 'AE_kWh', 'AS_kWh', 'R1_kVArh', 'REAL/ESTIMADO']),
    ).toMatchObject({ activa: 3, exportada: 4, reactiva: 5, method: 6 });
    expect(columnsOfHeader(['ES0021000000000001JN', '2025/01/01', '1', '0,2'])).toBeUndefined();
  });

  it('reads days written three ways, and only real days', () => {
    expect(curveFileDay('2025/10/26')).toBe('2025-10-26');
    expect(curveFileDay('2025-10-26')).toBe('2025-10-26');
    expect(curveFileDay('26/10/2025')).toBe('2025-10-26');
    expect(curveFileDay('2025/02/29')).toBeUndefined();
    expect(curveFileDay('10/26/2025')).toBeUndefined();
  });

  it('reads kWh with a comma or a point as whole Wh, and nothing else', () => {
    expect(curveFileWh('0,123')).toBe(123);
    expect(curveFileWh('12.5')).toBe(12_500);
    expect(curveFileWh('0')).toBe(0);
    for (const text of ['-1', '1e3', '1.234.5', '', 'abc'])
      expect(curveFileWh(text)).toBeUndefined();
  });

  it('reads the method as real or estimated', () => {
    expect(curveFileEstimated('Real')).toBe(false);
    expect(curveFileEstimated('')).toBe(false);
    expect(curveFileEstimated('Estimada')).toBe(true);
    expect(curveFileEstimated('E')).toBe(true);
    expect(curveFileEstimated('Facturada')).toBeUndefined();
  });

  it('reads hours as numbers or end times, and knows which can only be quarter-hours', () => {
    expect(curveFileHour('25')).toEqual({ kind: 'number', value: 25 });
    expect(curveFileHour('24:00')).toEqual({ kind: 'end', minutes: 1440 });
    expect(curveFileHour('00:15')).toEqual({ kind: 'end', minutes: 15 });
    for (const text of ['0', '101', '00:00', '24:15', '01:10', 'una']) {
      expect(curveFileHour(text)).toBeUndefined();
    }
    expect(isQuarterHour({ kind: 'number', value: 26 })).toBe(true);
    expect(isQuarterHour({ kind: 'end', minutes: 60 })).toBe(false);
    expect(isQuarterHour({ kind: 'end', minutes: 75 })).toBe(true);
  });
});
