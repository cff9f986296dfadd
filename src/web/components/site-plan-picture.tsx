import { Box, Group, Stack, Text } from '@mantine/core';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { FINDING_COLORS, type FindingColorKey } from '@shared/device-findings';

/** A marker's colours: its fill, its digits, and its ring. */
export interface MarkerColors {
  background: string;
  text: string;
  ring: string;
}

/**
 * One palette for every site plan (the location's Site plan tab, the report view, print and shared
 * pages, and the PDFs through FINDING_COLORS): none green, low yellow, medium orange, high red; missing grey with a dark ring; not
 * inspected white with a grey ring.
 */
export const PLAN_MARKER_COLORS: Record<FindingColorKey, MarkerColors> = {
  none: { background: FINDING_COLORS.none.fill, text: 'white', ring: 'white' },
  low: { background: FINDING_COLORS.low.fill, text: 'black', ring: 'white' },
  medium: { background: FINDING_COLORS.medium.fill, text: 'black', ring: 'white' },
  high: { background: FINDING_COLORS.high.fill, text: 'white', ring: 'white' },
  missing: { background: FINDING_COLORS.missing.fill, text: 'black', ring: FINDING_COLORS.missing.ring },
  unseen: { background: FINDING_COLORS.unseen.fill, text: 'black', ring: FINDING_COLORS.unseen.ring },
};

// Printers drop background colours unless told; the colours are the plan's meaning.
const exactColors = { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } as const;

// 0.3 is 30%, not 30.000000000000004%.
const percent = (fraction: number) => `${Math.round(fraction * 1e6) / 1e4}%`;

/** A numbered marker centred on (x, y), fractions of the picture's width and height. */
export function planMarkerStyle(
  spot: { x: number; y: number },
  colors: MarkerColors,
  dashed = false,
): CSSProperties {
  return {
    position: 'absolute',
    // Physical left/top: the plan is a picture and is never mirrored, also in Arabic and Persian.
    left: percent(spot.x),
    top: percent(spot.y),
    transform: 'translate(-50%, -50%)',
    minWidth: 28,
    height: 28,
    padding: '0 4px',
    borderRadius: 14,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 13,
    fontWeight: 700,
    background: colors.background,
    color: colors.text,
    border: `2px ${dashed ? 'dashed var(--mantine-color-dark-9)' : `solid ${colors.ring}`}`,
    boxShadow: '0 1px 3px rgba(0,0,0,0.5)',
    opacity: dashed ? 0.7 : 1,
    touchAction: 'none',
    userSelect: 'none',
    ...exactColors,
  };
}

export interface PlanPictureMarker {
  key: string | number;
  x: number;
  y: number;
  /** What the marker shows: the device number as the page writes numbers. */
  text: string;
  /** What a screen reader says and a pointer's tooltip shows. */
  label: string;
  color: FindingColorKey;
}

export interface SitePlanPictureProps {
  src: string;
  alt: string;
  /** The image's pixel size: the picture keeps its proportions before it loads, so markers never jump. */
  width: number;
  height: number;
  markers?: readonly PlanPictureMarker[];
  /** The colours' meanings, in this order, under the picture. */
  legend?: readonly { color: FindingColorKey; label: string }[];
  legendTitle?: string;
  /** Lazy on screens; the print page asks for every image before it prints. */
  loading?: 'lazy' | 'eager';
  /** More on the picture (a board's movable markers), placed like the markers. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  testId?: string;
}

function Swatch({ color }: { color: FindingColorKey }) {
  const c = PLAN_MARKER_COLORS[color];
  return (
    <span
      aria-hidden
      style={{
        width: 14,
        height: 14,
        borderRadius: 7,
        display: 'inline-block',
        background: c.background,
        border: `2px solid ${c.ring === 'white' ? c.background : c.ring}`,
        ...exactColors,
      }}
    />
  );
}

/** A site plan image with numbered markers at their spots and a legend of their colours. */
export function SitePlanPicture({
  src,
  alt,
  width,
  height,
  markers = [],
  legend,
  legendTitle,
  loading = 'lazy',
  children,
  ref,
  testId,
}: SitePlanPictureProps) {
  return (
    <Stack gap="xs" style={{ breakInside: 'avoid' }}>
      <Box
        ref={ref}
        style={{ position: 'relative', width: '100%', aspectRatio: `${width} / ${height}` }}
        dir="ltr"
        data-testid={testId}
      >
        <img
          src={src}
          alt={alt}
          loading={loading}
          draggable={false}
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            userSelect: 'none',
          }}
        />
        {markers.map((m) => (
          <span
            key={m.key}
            role="img"
            aria-label={m.label}
            title={m.label}
            data-color={m.color}
            style={planMarkerStyle(m, PLAN_MARKER_COLORS[m.color])}
          >
            {m.text}
          </span>
        ))}
        {children}
      </Box>
      {legend && legend.length > 0 && (
        <Group
          gap="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={legendTitle}
        >
          {legendTitle && (
            <Text component="li" size="sm" fw={600} aria-hidden>
              {legendTitle}
            </Text>
          )}
          {legend.map((l) => (
            <Group key={l.color} component="li" gap={6} wrap="nowrap">
              <Swatch color={l.color} />
              <Text size="sm">{l.label}</Text>
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}
