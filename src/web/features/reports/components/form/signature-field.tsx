import { Box, Button, Group, Image, Input, Text } from '@mantine/core';
import { IconEraser, IconSignature } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { useSchemaMessage } from '@web/lib/schema-message';
import { type ImageRef, newImageId } from './outbox';

/** The drawing surface: sized to its box at the screen's pixel density, so strokes stay sharp. */
interface Drawing {
  pad: SignaturePad;
  canvas: HTMLCanvasElement;
}

function Pad({ onReady }: { onReady: (drawing: Drawing | null) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = el.offsetWidth * ratio;
    el.height = el.offsetHeight * ratio;
    el.getContext('2d')?.scale(ratio, ratio);
    // White, not transparent: the signature prints and shows in dark mode as drawn on paper.
    const pad = new SignaturePad(el, { backgroundColor: 'rgb(255,255,255)', penColor: 'rgb(20,30,60)' });
    onReady({ pad, canvas: el });
    return () => {
      pad.off();
      onReady(null);
    };
  }, [onReady]);
  return (
    <Box
      component="canvas"
      ref={canvas}
      aria-label={t('reports.form.signatureArea')}
      role="img"
      w="100%"
      h={180}
      bd="1px dashed var(--mantine-color-gray-5)"
      style={{ borderRadius: 8, touchAction: 'none', background: 'white', display: 'block' }}
    />
  );
}

/**
 * A signature drawn with a finger or the mouse, as a PNG; "Sign again" replaces it. Saved, it is
 * kept on the device and uploaded by the form's outbox, with or without a connection.
 */
export function SignatureField(props: {
  label: string;
  withAsterisk: boolean;
  error: string | undefined;
  id: string;
  value: ImageRef | null;
  imageSrc: (ref: ImageRef) => string | undefined;
  onChange: (value: ImageRef | null, images: Record<string, Blob>) => void;
}) {
  const { t } = useTranslation();
  const message = useSchemaMessage();
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  // "Sign again" chosen. Without a signature the pad shows anyway: also when one arrives later
  // (the outbox restores an unsent signature just after the form appears).
  const [signingAgain, setEditing] = useState(false);
  const editing = props.value === null || signingAgain;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    if (!drawing || drawing.pad.isEmpty()) return setProblem(t('reports.form.signatureEmpty'));
    setBusy(true);
    setProblem(null);
    try {
      // toBlob, not a data: URL: the page's security policy lets fetch reach only the server.
      const blob = await new Promise<Blob>((resolve, reject) =>
        drawing.canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('No image'))), 'image/png'),
      );
      const id = newImageId();
      props.onChange({ pending: id }, { [id]: blob });
      setEditing(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper
      label={props.label}
      withAsterisk={props.withAsterisk}
      error={problem ? message(problem) : props.error}
      id={props.id}
      description={editing ? t('reports.form.signatureHint') : undefined}
    >
      {editing ? (
        <>
          <Pad onReady={setDrawing} />
          <Group mt="xs" gap="xs">
            <Button leftSection={<IconSignature size={16} />} onClick={() => void save()} loading={busy}>
              {t('reports.form.saveSignature')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconEraser size={16} />}
              onClick={() => drawing?.pad.clear()}
            >
              {t('reports.form.clearSignature')}
            </Button>
            {props.value && (
              <Button variant="subtle" onClick={() => setEditing(false)}>
                {t('common.cancel')}
              </Button>
            )}
          </Group>
        </>
      ) : (
        <>
          {props.value && (
            <Image
              src={props.imageSrc(props.value)}
              alt={t('reports.view.signatureOf', { field: props.label })}
              h={120}
              maw={360}
              fit="contain"
              bg="white"
              bd="1px solid var(--mantine-color-gray-3)"
              radius="sm"
            />
          )}
          <Group mt="xs" gap="xs">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('reports.form.signAgain')}
            </Button>
            <Button variant="subtle" color="red" onClick={() => props.onChange(null, {})}>
              {t('reports.form.removeSignature')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('reports.form.signatureSaved')}
          </Text>
        </>
      )}
    </Input.Wrapper>
  );
}
