// The calendar `GET subprograms/{id}/generate` builds: every week of the sub-programme with the
// programme's training days spread over its seven days and rest days between them.

/** The days of the week (1–7) that train when `trainingDays` of seven do, spread as evenly as they go. */
export function trainingWeekdays(trainingDays: number): Set<number> {
  const count = Math.min(7, Math.max(1, Math.round(trainingDays)));
  return new Set(Array.from({ length: count }, (_, index) => Math.round((index * 7) / count) + 1));
}

/** `weeks` × 7 days keyed `w{week}d{day}`, training or rest, with no items yet. */
export function generatedDays(weeks: number, trainingDays: number) {
  const training = trainingWeekdays(trainingDays);
  return Array.from({ length: weeks * 7 }, (_, index) => {
    const week = Math.floor(index / 7) + 1;
    const day = (index % 7) + 1;
    return { key: `w${week}d${day}`, week, day, rest: (training.has(day) ? 0 : 1) as 0 | 1, items: [] };
  });
}
