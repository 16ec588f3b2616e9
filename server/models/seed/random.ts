// A seeded pseudo-random generator (mulberry32), so demo data is the same on every fresh database.
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number in [min, max) rounded to `decimals`. */
  amount(min: number, max: number, decimals = 2): number {
    const factor = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * factor) / factor;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: `weighted([['a', 3], ['b', 1]])` gives 'a' three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const sum = entries.reduce((total, [, weight]) => total + weight, 0);
    let roll = this.next() * sum;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** An independent generator derived from this one and a label (stable per model). */
  fork(label: string): Random {
    let hash = 2_166_136_261;
    for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
    return new Random((hash ^ this.state) >>> 0);
  }
}
