import { Menu, UnstyledButton } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DevicePlace, DeviceRow } from '@shared/schemas/devices';
import { planMarkerStyle } from '@web/components/site-plan-picture';
import { type ActivityBand, BAND_MARKER, PLAIN_MARKER } from './plan-activity';
import { usePointerDrag } from './plan-drag';
import { fractionAt, roundFraction } from './plan-placement';
import { useTrendFormat } from './trend-format';

/** A pause this long after the last arrow key saves the spot. */
export const KEY_SAVE_DELAY = 800;
const KEY_STEP = 0.01;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export interface PlanMarkerProps {
  device: DeviceRow;
  /** Where the server has it, or where it is being saved to. */
  spot: DevicePlace;
  saving: boolean;
  band: ActivityBand | null;
  board: () => HTMLElement | null;
  canManage: boolean;
  onMove: (spot: DevicePlace) => void;
  onTakeOff: () => void;
}

const markerStyle = (spot: { x: number; y: number }, band: ActivityBand | null, saving: boolean) =>
  planMarkerStyle(spot, band ? BAND_MARKER[band] : PLAIN_MARKER, saving);

/** One device on the plan: its number in a circle, coloured by its recent activity. */
export function PlanMarker(props: PlanMarkerProps) {
  const { device, spot, band, canManage } = props;
  const { t } = useTranslation();
  const f = useTrendFormat();
  const label = t('sitePlans.marker', {
    number: device.number,
    type: device.type_name,
    zone: device.zone || t('sitePlans.noZone'),
  });
  if (!canManage) {
    return (
      <span role="img" aria-label={label} title={label} style={markerStyle(spot, band, false)}>
        {f.id(device.number)}
      </span>
    );
  }
  return <MovableMarker {...props} label={label} digits={f.id(device.number)} />;
}

function MovableMarker({
  spot,
  saving,
  band,
  board,
  onMove,
  onTakeOff,
  label,
  digits,
}: PlanMarkerProps & { label: string; digits: string }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Where arrow keys have taken it, not yet sent.
  const [draft, setDraft] = useState<DevicePlace | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const drag = usePointerDrag((p) => {
    const at = fractionAt(board(), p.x, p.y);
    if (at) onMove({ plan_id: spot.plan_id, ...at });
  });
  useEffect(() => () => clearTimer(), []);

  function clearTimer() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }
  function commit(next: DevicePlace | null) {
    clearTimer();
    setDraft(null);
    if (next && (next.x !== spot.x || next.y !== spot.y)) onMove(next);
  }
  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    const arrow = ARROWS[e.key];
    if (arrow) {
      e.preventDefault();
      const from = draft ?? spot;
      const next = {
        plan_id: spot.plan_id,
        x: roundFraction(from.x + arrow[0] * KEY_STEP),
        y: roundFraction(from.y + arrow[1] * KEY_STEP),
      };
      setDraft(next);
      clearTimer();
      timer.current = setTimeout(() => commit(next), KEY_SAVE_DELAY);
    } else if (e.key === 'Enter' && draft) {
      e.preventDefault();
      commit(draft);
    } else if (e.key === 'Escape' && draft) {
      clearTimer();
      setDraft(null);
    }
  }

  const dragged = drag.point ? fractionAt(board(), drag.point.x, drag.point.y) : null;
  const shown = dragged ?? draft ?? spot;
  const moving = saving || draft !== null || dragged !== null;
  return (
    <Menu opened={menuOpen} onChange={setMenuOpen} position="bottom" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={moving ? t('sitePlans.markerMoving', { label }) : label}
          aria-busy={saving || undefined}
          aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Enter"
          title={label}
          style={{ ...markerStyle(shown, band, moving), cursor: 'grab' }}
          {...drag.handlers}
          onClick={() => {
            if (!drag.consumeDrag()) setMenuOpen((o) => !o);
          }}
          onKeyDown={onKeyDown}
        >
          {digits}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        <Menu.Item leftSection={<IconMapPinOff size={14} />} onClick={onTakeOff}>
          {t('sitePlans.takeOff')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
