import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@web/components/load-state';

/** "Opening the visit…" while the dialog reads the whole visit (views hold cards) or loads its code. */
export function VisitOpening(props: {
  onClose: () => void;
  isLoading: boolean;
  error: Error | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={props.onClose} title={t('schedule.board.opening')}>
      <LoadState
        isLoading={props.isLoading}
        error={props.error}
        isEmpty={false}
        emptyText=""
        onRetry={props.onRetry ?? (() => undefined)}
      />
    </Modal>
  );
}
