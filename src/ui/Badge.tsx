import type { ReactNode } from 'react';
import { badge } from './badge.css';

export type BadgeTone = keyof typeof badge;

/** A short fact beside a title: an order's status, a test payment. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={badge[tone]}>{children}</span>;
}
