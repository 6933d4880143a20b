/** Commune coordinates and distances (spec 002 §5 and §9: accommodation only above 50 km). */
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
import { cityRowsFor } from '../../src/db/reference-data';
import { queryRows } from '../../src/lib/sql';
import { createTestDatabase } from '../helpers';

const STRASBOURG = '67482';
const MULHOUSE = '68224';
const COLMAR = '68066';
const HAGUENAU = '67180';

/** A Bas-Rhin commune of the dataset that has no coordinates (a village under 1 000 inhabitants). */
const villageWithoutCoordinates = () => {
  const row = cityRowsFor('sample').find((r) => r.department_code === '67' && !communeCoordinates().has(r.insee_code));
  assert.ok(row, 'every Bas-Rhin commune has coordinates: pick another example');
  return row;
};

describe('distances', () => {
  test('between communes of Alsace, as the crow flies', () => {
    const strasbourgMulhouse = distanceBetweenCommunes(STRASBOURG, MULHOUSE);
    const strasbourgColmar = distanceBetweenCommunes(STRASBOURG, COLMAR);
    assert.ok(strasbourgMulhouse !== null && strasbourgMulhouse >= 95 && strasbourgMulhouse <= 105, String(strasbourgMulhouse));
    assert.ok(strasbourgColmar !== null && strasbourgColmar >= 60 && strasbourgColmar <= 70, String(strasbourgColmar));
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

  test('Bas-Rhin cities have coordinates where the dataset has them, and null elsewhere', async () => {
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
    const located = rows.filter((r) => r.latitude !== null && r.longitude !== null);
    // Communes of 1 000 inhabitants or more: about a third of Bas-Rhin's, most of its population.
    assert.ok(located.length > 150, `${located.length} located`);
    for (const row of rows) assert.equal(row.latitude === null, coordinatesForInsee(row.insee_code) === null, row.insee_code);
    const village = villageWithoutCoordinates();
    const villageRow = rows.find((r) => r.insee_code === village.insee_code);
    assert.ok(villageRow);
    assert.deepEqual([villageRow.latitude, villageRow.longitude], [null, null]);
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
