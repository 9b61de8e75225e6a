// The small coloured labels of the people pages: Active/Inactive, Verified, roles, order status.
import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'gray' | 'blue' | 'yellow' | 'purple' | 'red';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-900 ring-green-700/20',
  gray: 'bg-stone-100 text-stone-800 ring-stone-600/20',
  blue: 'bg-sky-100 text-sky-900 ring-sky-700/20',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-700/20',
  purple: 'bg-violet-100 text-violet-900 ring-violet-700/20',
  red: 'bg-red-100 text-red-900 ring-red-700/20',
};

export function PeopleBadge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span
      data-testid={testId}
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** Order status: completed and pending have their own style, any other the destructive one. */
export function orderStatusTone(status: string): BadgeTone {
  if (status === 'completed') return 'green';
  if (status === 'pending') return 'yellow';
  return 'red';
}
