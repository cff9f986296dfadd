import { TrashList } from '@web/features/trash/components/trash-list';

export function TrashPage() {
  return <TrashList />;
}
