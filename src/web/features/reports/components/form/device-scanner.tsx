import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPhotoScan } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeQr, type QrDecoder } from './qr-decode';

/** How often a camera frame is decoded: quick enough to feel live, light on a phone's battery. */
const FRAME_MS = 200;

export interface DeviceScannerProps {
  /** A decoded text: the message to show (not a label of ours), or null when taken (the scan ends). */
  onText: (text: string) => string | null;
  onCancel: () => void;
  /** Tests give their own; the app's reads with zxing-wasm. */
  decode?: QrDecoder;
}

/**
 * The scanner in the "Scan a device label" dialog (its own lazy chunk, with zxing-wasm): the back
 * camera's frames decoded a few times a second, or a photo of the label, which also works where the
 * page may not use the camera (plain HTTP, a refused permission).
 */
export default function DeviceScanner({ onText, onCancel, decode = decodeQr }: DeviceScannerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [noCamera, setNoCamera] = useState(() => !navigator.mediaDevices?.getUserMedia);
  const [reading, setReading] = useState(false);
  // The latest handler for the camera loop, which starts once.
  const handler = useRef(onText);
  useEffect(() => {
    handler.current = onText;
  }, [onText]);
  const done = useRef(false);

  /** Each text in turn until one is taken; true when one was. */
  const offer = (texts: string[]) => {
    for (const text of texts) {
      const problem = handler.current(text);
      if (problem === null) {
        done.current = true;
        return true;
      }
      setMessage(problem);
    }
    return false;
  };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let busy = false;
    let closed = false;
    const stop = () => {
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const canvas = document.createElement('canvas');
    const frame = async () => {
      const v = video.current;
      if (busy || done.current || !v || v.readyState < 2 || v.videoWidth === 0) return;
      busy = true;
      try {
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return;
        context.drawImage(v, 0, 0);
        if (offer(await decode(context.getImageData(0, 0, canvas.width, canvas.height)))) stop();
      } catch {
        // The reader itself failed (its WebAssembly could not load): frames will not do better.
        setMessage(t('deviceInspection.scanner.failed'));
        stop();
      } finally {
        busy = false;
      }
    };
    if (!navigator.mediaDevices?.getUserMedia) return;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        stream = s;
        if (closed) return stop();
        if (video.current) {
          video.current.srcObject = s;
          await video.current.play().catch(() => undefined);
        }
        timer = setInterval(() => void frame(), FRAME_MS);
      })
      .catch(() => setNoCamera(true));
    return () => {
      closed = true;
      stop();
    };
    // The camera opens once per dialog; `decode` is fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const readPhoto = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setMessage(null);
    try {
      const texts = await decode(file);
      if (texts.length === 0) setMessage(t('deviceInspection.scanner.notFound'));
      else offer(texts);
    } catch {
      // The reader could not start (its WebAssembly did not load) or could not open the image.
      setMessage(t('deviceInspection.scanner.failed'));
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap="sm">
      {noCamera ? (
        <Text size="sm">{t('deviceInspection.scanner.noCamera')}</Text>
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 4 }}
          />
          <Text size="sm" c="dimmed">
            {t('deviceInspection.scanner.pointCamera')}
          </Text>
        </>
      )}
      {message && (
        <Alert color="red" role="alert" p="xs">
          {message}
        </Alert>
      )}
      <Group justify="space-between">
        <Button
          variant="light"
          leftSection={<IconPhotoScan size={16} />}
          loading={reading}
          onClick={() => photoInput.current?.click()}
        >
          {t('deviceInspection.scanner.photo')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('deviceInspection.scanner.cancel')}
        </Button>
      </Group>
      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={t('deviceInspection.scanner.photo')}
        onChange={(e) => {
          void readPhoto(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
    </Stack>
  );
}
