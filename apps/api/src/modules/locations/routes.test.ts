import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';

describe.each(testDatabaseKinds())('locations on %s', (kind) => {
  const t = useCatalogApi(kind);
  const get = (url: string) => t.get(url);
  const base = '/api/aramex/locations/countries';

  it('lists countries Gulf first, named in the request language and in both', async () => {
    const english = (await get(`${base}?locale=en`)).json();
    expect(english.slice(0, 8).map((country: { Code: string }) => country.Code)).toEqual([
      'KW',
      'BH',
      'AE',
      'SA',
      'QA',
      'OM',
      'JO',
      'EG',
    ]);
    expect(english[0]).toEqual({ Code: 'KW', Name: 'Kuwait', nameEn: 'Kuwait', nameAr: 'الكويت' });
    const rest = english.slice(8).map((country: { Name: string }) => country.Name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(english.some((country: { Code: string }) => country.Code === 'IS')).toBe(false);
    expect(english.length).toBeGreaterThan(240);

    const arabic = (await get(`${base}?locale=ar`)).json();
    expect(arabic[0]).toMatchObject({ Code: 'KW', Name: 'الكويت' });
    // The spec's literal path, api/aramex/…, under the /api prefix.
    expect((await get(`/api/api/aramex/locations/countries?locale=en`)).json()).toEqual(english);
  });

  it("gives a country's address form", async () => {
    const kuwait = (await get(`${base}/kw/config`)).json();
    expect(kuwait).toMatchObject({
      code: 'KW',
      nameAr: 'الكويت',
      hasStates: true,
      hasCities: true,
      citiesField: 'area',
    });
    expect(kuwait.fields).toContainEqual({ field: 'block', required: true });
    const germany = (await get(`${base}/DE/config`)).json();
    expect(germany).toMatchObject({ hasStates: false, hasCities: false, citiesField: 'city' });
    expect(germany.fields[0]).toEqual({ field: 'addressLine1', required: true });
  });

  it('lists states and cities of the Gulf, filtered by state', async () => {
    const states = (await get(`${base}/KW/states?locale=ar`)).json();
    expect(states).toHaveLength(6);
    expect(states).toContainEqual({ code: 'HA', name: 'حولي', nameEn: 'Hawalli', nameAr: 'حولي' });
    for (const code of ['BH', 'AE', 'SA', 'QA', 'OM']) {
      expect((await get(`${base}/${code}/states`)).json().length).toBeGreaterThan(3);
      expect((await get(`${base}/${code}/cities`)).json().length).toBeGreaterThan(3);
    }
    const hawalli = (await get(`${base}/KW/cities?state=HA&locale=en`)).json();
    expect(hawalli.map((city: { name: string }) => city.name)).toContain('Salmiya');
    expect(hawalli.every((city: { state: string }) => city.state === 'HA')).toBe(true);
    expect((await get(`${base}/DE/states`)).json()).toEqual([]);
  });

  it('answers 404 for unknown countries and 400 for malformed codes', async () => {
    expect((await get(`${base}/ZZ/states`)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await get(`${base}/IS/config`)).statusCode).toBe(404);
    for (const code of ['KWT', '1A', 'k']) {
      expect((await get(`${base}/${code}/cities`)).statusCode).toBe(400);
    }
    expect((await get(`${base}/KW/cities?state=${'x'.repeat(10_000)}`)).statusCode).toBe(400);
  });
});
