/**
 * Reads printRoutes' tree ("├── /api/trash (GET, HEAD)" with its children indented by four
 * characters a level) back into full paths.
 */
export function printedRoutes(tree: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + m[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
