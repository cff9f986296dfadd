import { ChemicalsTree } from '@web/features/chemicals/components/chemicals-tree';

export function ChemicalsPage() {
  return <ChemicalsTree />;
}
