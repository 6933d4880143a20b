/** Commune coordinates and distances (accommodation only above 50 km). */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  accommodationAllowed,
  backfillCityCoordinates,
  cityCoordinateColumns,
  communeCoordinates,
  coordinatesForInsee,
  coordinatesOfRow,
  distanceBetweenCommunes,
  distanceKm,
} from '../../src/lib/geo';
import { allCityRows, cityRowsFor, SAMPLE_DEPARTMENTS } from '../../src/db/reference-data';
import { queryRows } from '../../src/lib/sql';
import { createTestDatabase } from '../helpers';

const STRASBOURG = '67482';
const MULHOUSE = '68224';
const COLMAR = '68066';
const HAGUENAU = '67180';

/** A commune of the dataset without coordinates: an atoll of French Polynesia. */
const ANAA = '98711';
const villageWithoutCoordinates = () => {
  const row = allCityRows().find((r) => r.insee_code === ANAA);
  assert.ok(row && !communeCoordinates().has(row.insee_code), 'Anaa has coordinates now: pick another example');
  return row;
};

describe('coverage of the commune list', () => {
  const codes = [...new Set(allCityRows().map((r) => r.insee_code))];

  test('at least 99.9 % of the current communes have coordinates', () => {
    assert.ok(codes.length > 34_000, `${codes.length} communes`);
    const located = codes.filter((code) => coordinatesForInsee(code) !== null).length;
    assert.ok(located / codes.length >= 0.999, `${located} / ${codes.length}`);
  });

  test('every commune of Bas-Rhin and Haut-Rhin has coordinates, inside Alsace', () => {
    const alsace = cityRowsFor('sample');
    assert.ok(alsace.length > 850, `${alsace.length} rows`);
    for (const row of alsace) {
      assert.ok((SAMPLE_DEPARTMENTS as readonly string[]).includes(row.department_code ?? ''));
      const c = coordinatesForInsee(row.insee_code);
      // Alsace lies between 47.4° and 49.1° N, 6.8° and 8.3° E.
      assert.ok(c && c.lat > 47.4 && c.lat < 49.1 && c.lon > 6.8 && c.lon < 8.3, `${row.insee_code} ${row.name}: ${JSON.stringify(c)}`);
    }
  });

  test('small Alsace communes are where they are', () => {
    // Traenheim, Buschwiller, Ichtratzheim: villages of a few hundred inhabitants.
    const strasbourg = coordinatesForInsee(STRASBOURG)!;
    const km = (code: string) => distanceKm(strasbourg, coordinatesForInsee(code)!);
    assert.ok(Math.abs(km('67492') - 22) < 3, `Traenheim ${km('67492')}`);
    assert.ok(Math.abs(km('68061') - 115) < 4, `Buschwiller ${km('68061')}`);
    assert.ok(Math.abs(km('67217') - 12) < 3, `Ichtratzheim ${km('67217')}`);
  });
});

describe('distances', () => {
  test('between communes of Alsace, as the crow flies', () => {
    const strasbourgMulhouse = distanceBetweenCommunes(STRASBOURG, MULHOUSE);
    const strasbourgColmar = distanceBetweenCommunes(STRASBOURG, COLMAR);
    assert.ok(strasbourgMulhouse !== null && strasbourgMulhouse >= 95 && strasbourgMulhouse <= 105, String(strasbourgMulhouse));
    assert.ok(strasbourgColmar !== null && strasbourgColmar >= 55 && strasbourgColmar <= 70, String(strasbourgColmar));
    assert.equal(distanceBetweenCommunes(MULHOUSE, STRASBOURG), strasbourgMulhouse);
    assert.equal(distanceBetweenCommunes(STRASBOURG, STRASBOURG), 0);
  });

  test('great-circle formula, rounded to one decimal', () => {
    // One degree of latitude is about 111.2 km.
    assert.equal(distanceKm({ lat: 48, lon: 7 }, { lat: 49, lon: 7 }), 111.2);
    const d = distanceKm({ lat: 48.58392, lon: 7.74553 }, { lat: 48.81557, lon: 7.79051 });
    assert.equal(d, Math.round(d * 10) / 10);
  });

  test('a commune without coordinates gives null, never 0', () => {
    const village = villageWithoutCoordinates();
    assert.equal(coordinatesForInsee(village.insee_code), null);
    assert.equal(distanceBetweenCommunes(village.insee_code, STRASBOURG), null);
    assert.equal(coordinatesForInsee('99999'), null);
    assert.equal(coordinatesForInsee(null), null);
    assert.deepEqual(cityCoordinateColumns(village.insee_code), { latitude: null, longitude: null });
  });

  test('accommodation only strictly above 50 km; unknown stays unknown', () => {
    assert.equal(accommodationAllowed(distanceBetweenCommunes(STRASBOURG, MULHOUSE)), true);
    assert.equal(accommodationAllowed(distanceBetweenCommunes(STRASBOURG, HAGUENAU)), false);
    assert.equal(accommodationAllowed(50), false);
    assert.equal(accommodationAllowed(50.1), true);
    assert.equal(accommodationAllowed(null), null);
  });
});

describe('seeded cities', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database?.dispose();
  });

  test('every Bas-Rhin city row has the coordinates of its commune', async () => {
    const rows = await queryRows<{ insee_code: string; latitude: string | null; longitude: string | null }>(
      database.db,
      sql`SELECT insee_code, latitude, longitude FROM cities WHERE department_code = '67'`,
    );
    assert.ok(rows.length > 500);
    const strasbourg = rows.filter((r) => r.insee_code === STRASBOURG);
    assert.ok(strasbourg.length > 0);
    for (const row of strasbourg) {
      const c = coordinatesOfRow(row);
      assert.ok(c && Math.abs(c.lat - 48.58) < 0.05 && Math.abs(c.lon - 7.75) < 0.05, JSON.stringify(row));
    }
    for (const row of rows) {
      const expected = coordinatesForInsee(row.insee_code);
      const stored = coordinatesOfRow(row);
      assert.ok(expected && stored && Math.abs(stored.lat - expected.lat) < 1e-6 && Math.abs(stored.lon - expected.lon) < 1e-6, row.insee_code);
    }
  });

  test('an older database without coordinates is backfilled, once', async () => {
    await database.db.execute(sql`UPDATE cities SET latitude = NULL, longitude = NULL WHERE department_code = '68'`);
    const located68 = cityRowsFor('sample').filter((r) => r.department_code === '68' && coordinatesForInsee(r.insee_code)).length;
    assert.equal(await backfillCityCoordinates(database.db), located68);
    assert.equal(await backfillCityCoordinates(database.db), 0);
    const [mulhouse] = await queryRows<{ latitude: string | null; longitude: string | null }>(
      database.db,
      sql`SELECT latitude, longitude FROM cities WHERE insee_code = ${MULHOUSE} LIMIT 1`,
    );
    assert.ok(mulhouse && coordinatesOfRow(mulhouse));
  });
});
