export interface HomeCounter {
  id: 'teachers' | 'students' | 'locations' | 'awards';
  label: 'Certified Teachers' | 'Students' | 'Locations' | 'Awards';
  target: number;
}

export const HOME_COUNTERS: HomeCounter[] = [
  { id: 'teachers', label: 'Certified Teachers', target: 100 },
  { id: 'students', label: 'Students', target: 1000 },
  { id: 'locations', label: 'Locations', target: 2 },
  { id: 'awards', label: 'Awards', target: 20 },
];

/** Counters rise in `steps` increments every `stepMs`, once `visibleThreshold` of the section is in view. */
export const COUNTER_ANIMATION = { steps: 40, stepMs: 50, visibleThreshold: 0.2 } as const;

/** The value a counter shows after `step` of `steps` increments (reaches exactly `target` on the last step). */
export function counterValueAt(target: number, step: number, steps: number = COUNTER_ANIMATION.steps): number {
  if (step >= steps) return target;
  if (step <= 0) return 0;
  return Math.floor((target * step) / steps);
}
