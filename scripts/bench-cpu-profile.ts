/**
 * Where a page's main thread spends its time (a benchmark's "PROFILE=1"): Chromium's sampling
 * profiler over one navigation, through the DevTools protocol, summed by function and by file.
 * Figures for a person to read, as every benchmark's.
 */
import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
export interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Starts sampling the page's main thread; the returned function stops it and gives the profile. */
export async function startProfile(page: Page): Promise<() => Promise<Profile>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await cdp.detach();
    return profile;
  };
}

const fileOf = (url: string) => (url ? (new URL(url).pathname.split('/').pop() ?? url) : '(native)');

/** Prints the `top` functions and files by their own time (ms), and the idle time, of the profile. */
export function printProfile(profile: Profile, top = 20) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const name = `${functionName || '(anonymous)'} ${fileOf(url)}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(fileOf(url), (byFile.get(fileOf(url)) ?? 0) + ms);
  });
  const print = (title: string, totals: Map<string, number>) => {
    console.log(`  ${title}`);
    for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
    }
  };
  print('by file (own time; "(idle)" and "(program)" are the browser\'s):', byFile);
  print('by function (own time):', byFunction);
  console.log(`  by ${SLICE_MS} ms from the profile's start (about the navigation), the files busiest:`);
  for (const [slice, totals] of [...bySlice(profile, nodes)].sort((a, b) => a[0] - b[0])) {
    const busiest = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 3);
    console.log(
      `    ${String(slice * SLICE_MS).padStart(5)}  ${busiest.map(([f, ms]) => `${f} ${ms.toFixed(0)}`).join(', ')}`,
    );
  }
}

const SLICE_MS = 100;

/** Own time by file in each slice of SLICE_MS of the profile. */
function bySlice(profile: Profile, nodes: Map<number, ProfileNode>) {
  const slices = new Map<number, Map<string, number>>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    at += delta;
    const slice = Math.floor(at / SLICE_MS);
    const totals = slices.get(slice) ?? new Map<string, number>();
    const file = fileOf(nodes.get(id)!.callFrame.url);
    const name = file === '(native)' ? nodes.get(id)!.callFrame.functionName : file;
    totals.set(name, (totals.get(name) ?? 0) + delta);
    slices.set(slice, totals);
  });
  return slices;
}
