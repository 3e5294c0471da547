import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retailerDay as today } from '../../lib/retailer-day';
import { type TestApp, buildSignedInApp } from '../../testing/build-test-app';
import { availableDoubleTariffs } from './tariff-option-changes';
import { changeCalls } from '../../testing/change-calls';

describe('contract changes: tariff options (spec 2 point 7, decision 005)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
  });
  afterAll(() => t.close());
  const { call, contractId } = changeCalls(() => t);

  describe('tariff options', () => {
    it('reads, lists and changes the happy hours', async () => {
      const id = await contractId('0100001');
      expect((await call('GET', `/contract/${id}/happy-hours/`, household)).json()).toEqual({
        current: { startHour: 14, endHour: 16 },
      });
      const available = (
        await call('GET', `/contract/${id}/available-happy-hours/`, household)
      ).json<{
        items: { startHour: number; endHour: number }[];
      }>().items;
      expect(available).toHaveLength(23);
      expect(available[0]).toEqual({ startHour: 0, endHour: 2 });
      expect(available.at(-1)).toEqual({ startHour: 22, endHour: 24 });

      const put = await call('PUT', `/contract/${id}/happy-hours/`, household, {
        startHour: 20,
        endHour: 22,
      });
      expect(put.json()).toEqual({ waiting_for_signature: false });
      expect((await call('GET', `/contract/${id}/happy-hours/`, household)).json()).toEqual({
        current: { startHour: 20, endHour: 22 },
      });
      const notOffered = await call('PUT', `/contract/${id}/happy-hours/`, household, {
        startHour: 20,
        endHour: 23,
      });
      expect(notOffered.json()).toEqual({ errors: { startHour: ['tariff_option_not_offered'] } });
    });

    it('offers twelve-month double-tariff periods starting in the next months', async () => {
      expect(availableDoubleTariffs('2026-11-23')).toEqual([
        { startMonth: 12, startYear: 2026, endMonth: 11, endYear: 2027 },
        { startMonth: 1, startYear: 2027, endMonth: 12, endYear: 2027 },
        { startMonth: 2, startYear: 2027, endMonth: 1, endYear: 2028 },
      ]);
      const id = await contractId('0100001');
      expect((await call('GET', `/contract/${id}/double-tariff/`, household)).json()).toEqual({
        current: null,
      });
      const { items } = (
        await call('GET', `/contract/${id}/available-double-tariffs/`, household)
      ).json<{ items: object[] }>();
      expect(items).toEqual(availableDoubleTariffs(today()));
      expect(
        (await call('PUT', `/contract/${id}/double-tariff/`, household, items[1]!)).json(),
      ).toEqual({
        waiting_for_signature: false,
      });
      expect((await call('GET', `/contract/${id}/double-tariff/`, household)).json()).toEqual({
        current: items[1],
      });
      const past = await call('PUT', `/contract/${id}/double-tariff/`, household, {
        startMonth: 1,
        startYear: 2020,
        endMonth: 12,
        endYear: 2020,
      });
      expect(past.json()).toEqual({ errors: { startMonth: ['tariff_option_not_offered'] } });
    });

    it('names the happy days in the language asked for', async () => {
      const id = await contractId('0100001');
      const catalan = (
        await call('GET', `/contract/${id}/available-happy-days/?lang=ca-ES`, household)
      ).json<{ items: { value: string; label: string }[] }>().items;
      expect(catalan.map((day) => day.label)).toEqual([
        'Dilluns',
        'Dimarts',
        'Dimecres',
        'Dijous',
        'Divendres',
        'Dissabte',
        'Diumenge',
      ]);
      expect(catalan[0]!.value).toBe('monday');
      const put = await call('PUT', `/contract/${id}/happy-day/`, household, {
        value: 'sunday',
        label: 'Diumenge',
      });
      expect(put.json()).toEqual({ waiting_for_signature: false });
      expect((await call('GET', `/contract/${id}/happy-day/?lang=en`, household)).json()).toEqual({
        current: { value: 'sunday', label: 'Sunday' },
      });
      expect((await call('GET', `/contract/${id}/happy-day/`, household)).json()).toEqual({
        current: { value: 'sunday', label: 'Domingo' },
      });
      const unknown = await call('PUT', `/contract/${id}/happy-day/`, household, {
        value: 'someday',
        label: 'Someday',
      });
      expect(unknown.json()).toEqual({ errors: { value: ['invalid_value'] } });
    });

    it('reads a product without options as empty, and refuses to change them', async () => {
      const id = await contractId('0100002');
      for (const path of ['double-tariff/', 'happy-hours/', 'happy-day/']) {
        const response = await call('GET', `/contract/${id}/${path}`, household);
        expect(response.statusCode, path).toBe(200);
        expect(response.json(), path).toEqual({ current: null });
      }
      for (const path of [
        'available-double-tariffs/',
        'available-happy-hours/',
        'available-happy-days/',
      ]) {
        const response = await call('GET', `/contract/${id}/${path}`, household);
        expect(response.statusCode, path).toBe(200);
        expect(response.json(), path).toEqual({ items: [] });
      }
      const put = await call('PUT', `/contract/${id}/happy-hours/`, household, {
        startHour: 0,
        endHour: 2,
      });
      expect(put.json()).toEqual({ error: 'tariff_option_not_available' });
      const foreign = await call(
        'GET',
        `/contract/${await contractId('0100001')}/happy-hours/`,
        company,
      );
      expect(foreign.json()).toEqual({ error: 'not_found' });
    });
  });
});
