/**
 * A virtual list's rows to draw (issue 21, 33): those near the view, and the row holding keyboard
 * focus with the rows before and after it. The focused row stays when the list scrolls away from it
 * (unmounted, its focus would fall to the page), and Tab and Shift+Tab always find the next row in
 * the page, even when keys come faster than the scroll they cause is drawn (a slow phone, a busy
 * machine). Pass as a virtualizer's `rangeExtractor` over `defaultRangeExtractor(range)`.
 */
export function withFocusedRow(indexes: number[], focused: number | undefined, count: number): number[] {
  if (focused === undefined || focused < 0) return indexes;
  const kept = [focused - 1, focused, focused + 1].filter((i) => i >= 0 && i < count && !indexes.includes(i));
  return kept.length === 0 ? indexes : [...indexes, ...kept].sort((a, b) => a - b);
}
