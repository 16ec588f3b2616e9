// Where the seeded cities, areas and addresses lie: each city's centre, its districts around it, an
// outline per area and a pin per address inside its area. Derived from the row's index alone, so the
// seeds' random sequences (and every other seeded value) stay as they were.
import { outlineText, type Position } from '../../../common/geo/polygon';
import { CITIES, DISTRICTS } from './vocabulary';

/** [latitude, longitude] of each city of CITIES, by its English name. */
const CITY_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  Cairo: [30.0444, 31.2357],
  Giza: [30.0131, 31.2089],
  Alexandria: [31.2001, 29.9187],
  Mansoura: [31.0409, 31.3785],
  Tanta: [30.7865, 31.0004],
  Zagazig: [30.5877, 31.502],
  Ismailia: [30.5965, 32.2715],
  Suez: [29.9668, 32.5498],
  'Port Said': [31.2653, 32.3019],
  Damietta: [31.4165, 31.8133],
  Asyut: [27.1809, 31.1837],
  Sohag: [26.5591, 31.6957],
  Minya: [28.1099, 30.7503],
  'Beni Suef': [29.0661, 31.0994],
  Fayoum: [29.3084, 30.8428],
  Luxor: [25.6872, 32.6396],
  Aswan: [24.0889, 32.8998],
  Hurghada: [27.2579, 33.8116],
  'Sharm El Sheikh': [27.9158, 34.3299],
  'Marsa Matruh': [31.3543, 27.2373],
  Qena: [26.1551, 32.716],
  'Kafr El Sheikh': [31.1107, 30.9388],
  Banha: [30.466, 31.1848],
  'Shebin El Kom': [30.559, 31.01],
  Damanhour: [31.0341, 30.4682],
  '6th of October': [29.9381, 30.9139],
  'New Cairo': [30.03, 31.47],
  'Sheikh Zayed': [30.0394, 30.983],
  Obour: [30.2285, 31.479],
  '10th of Ramadan': [30.2935, 31.743],
  Riyadh: [24.7136, 46.6753],
  Jeddah: [21.4858, 39.1925],
  Dubai: [25.2048, 55.2708],
  'Abu Dhabi': [24.4539, 54.3773],
  Doha: [25.2854, 51.531],
  'Kuwait City': [29.3759, 47.9774],
  Manama: [26.2285, 50.586],
  Muscat: [23.588, 58.3829],
  Amman: [31.9539, 35.9106],
};

/** Each district's offset from its city's centre, in degrees (north, east), in DISTRICTS order. */
const DISTRICT_OFFSETS: readonly (readonly [number, number])[] = [
  [0.03, 0],
  [-0.03, 0],
  [0, 0.03],
  [0, -0.03],
  [0, 0],
  [0.012, -0.015],
  [-0.015, 0.015],
  [0.015, 0.018],
];

/** An area's reach from its centre, in degrees (about 900 m). */
const AREA_RADIUS = 0.008;

/** A fixed number in [0, 1) for an index, different for each salt. */
function unit(index: number, salt: number): number {
  const value = Math.sin(index * 12.9898 + salt * 78.233) * 43758.5453;
  return value - Math.floor(value);
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** [latitude, longitude] of the centre of the area seeded at `areaIndex` (areas: one block of districts per city). */
export function areaCentre(areaIndex: number): readonly [number, number] {
  const [city] = CITIES[Math.floor(areaIndex / DISTRICTS.length) % CITIES.length];
  const centre = CITY_CENTRES[city];
  if (!centre) throw new Error(`No centre for the seeded city ${city}`);
  const [north, east] = DISTRICT_OFFSETS[areaIndex % DISTRICTS.length];
  return [centre[0] + north, centre[1] + east];
}

/** The area's outline: a slightly irregular hexagon around its centre, as GeoJSON text. */
export function areaOutline(areaIndex: number): string {
  const [latitude, longitude] = areaCentre(areaIndex);
  const corners: Position[] = Array.from({ length: 6 }, (_, corner) => {
    const angle = (corner * Math.PI) / 3;
    const reach = AREA_RADIUS * (0.8 + 0.4 * unit(areaIndex, corner + 1));
    return [longitude + reach * Math.cos(angle), latitude + reach * Math.sin(angle)];
  });
  return outlineText(corners);
}

/** An address's pin inside its area, as { latitude, longitude }. */
export function addressPoint(addressIndex: number, areaIndex: number): { latitude: number; longitude: number } {
  const [latitude, longitude] = areaCentre(areaIndex);
  const angle = unit(addressIndex, 7) * 2 * Math.PI;
  const reach = AREA_RADIUS * 0.6 * Math.sqrt(unit(addressIndex, 11));
  return { latitude: round(latitude + reach * Math.sin(angle)), longitude: round(longitude + reach * Math.cos(angle)) };
}
