import { describe, expect, it } from 'vitest';
import {
  activeFirst,
  canChangeContract,
  canChangePower,
  contractDisplayState,
  electronicNotificationState,
} from './contract';

describe('contractDisplayState', () => {
  it('shows a draft without a sign date as waiting for the signature', () => {
    expect(contractDisplayState('esborrany', null)).toBe('signature_pending');
    expect(contractDisplayState('esborrany', '2026-10-01')).toBe('draft');
  });

  it('shows activa as active, and baixa or any other value as closed', () => {
    expect(contractDisplayState('activa', '2024-01-01')).toBe('active');
    expect(contractDisplayState('baixa', '2020-01-01')).toBe('closed');
    expect(contractDisplayState('cancelada', '2020-01-01')).toBe('closed');
  });
});

describe('change rules', () => {
  it('needs an active contract, and atr_available for power', () => {
    expect(canChangeContract('activa')).toBe(true);
    expect(canChangeContract('esborrany')).toBe(false);
    expect(canChangePower({ state: 'activa', atr_available: true })).toBe(true);
    expect(canChangePower({ state: 'activa', atr_available: false })).toBe(false);
    expect(canChangePower({ state: 'baixa', atr_available: true })).toBe(false);
  });
});

describe('activeFirst', () => {
  it('puts active contracts first and keeps the order within each group', () => {
    const contracts = [
      { name: 'A', state: 'baixa' },
      { name: 'B', state: 'activa' },
      { name: 'C', state: 'esborrany' },
      { name: 'D', state: 'activa' },
    ];
    expect(activeFirst(contracts).map((c) => c.name)).toEqual(['B', 'D', 'A', 'C']);
  });
});

describe('electronicNotificationState', () => {
  const none = {
    electronic_notification: false,
    date_start_electronic_notification: null,
    date_request_electronic_notification: null,
  };

  it('is active when enabled with a start date', () => {
    expect(
      electronicNotificationState({
        ...none,
        electronic_notification: true,
        date_start_electronic_notification: '2026-03-01',
      }),
    ).toBe('active');
  });

  it('is requested with a request date, and not active otherwise', () => {
    expect(
      electronicNotificationState({
        ...none,
        electronic_notification: true,
        date_request_electronic_notification: '2026-11-01',
      }),
    ).toBe('requested');
    expect(electronicNotificationState(none)).toBe('unactive');
  });
});
