import { useLayoutEffect, useRef, useState } from 'react';

/** Lanes drawn where the box has no height (a test DOM, which has no layout). */
const UNMEASURED_LANES = 20;

/**
 * Which lanes to draw: @mantine/schedule draws every lane's every slot and event in one pass
 * (200 technicians × 40 visits took 4–5 s in Chromium, docs/performance.md), so the calendar gets
 * only the lanes that fit its box, from the one the outer scroll has reached. The outer box is as
 * tall as every lane would be, so its scrollbar and the wheel move through all of them.
 */
export function useLaneWindow(total: number, laneHeight: number, headerHeight: number) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  // Null until measured: the first pass draws no lane, not a guess at how many fit.
  const [box, setBox] = useState<{ top: number; height: number } | null>(null);

  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const measure = () => setBox({ top: el.scrollTop, height: el.clientHeight });
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, []);

  return { scrollerRef, ...laneWindow(box, total, laneHeight, headerHeight) };
}

/** The lanes to draw for the box's scroll and height; none before it is measured. */
export function laneWindow(
  box: { top: number; height: number } | null,
  total: number,
  laneHeight: number,
  headerHeight: number,
) {
  const fullHeight = total * laneHeight + headerHeight;
  if (!box) return { first: 0, count: 0, fullHeight };
  // Lanes wholly in view under the calendar's own header; one more is drawn, cut by the box.
  const fit =
    box.height > 0 ? Math.max(1, Math.floor((box.height - headerHeight) / laneHeight)) : UNMEASURED_LANES;
  const first = Math.max(0, Math.min(Math.floor(box.top / laneHeight), total - fit));
  return { first, count: fit + 1, fullHeight };
}
