import { Button, Group, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef } from 'react';
import SignaturePad from 'signature_pad';

interface SignaturePadBoxProps {
  label: string;
  /** The drawing as a PNG data URL after each stroke; '' once cleared. */
  onChange: (dataUrl: string) => void;
}

const HEIGHT = 180;

/**
 * A box to sign in, as wide as its container: signature_pad draws touch, pen and mouse strokes.
 * Ink is dark on white in either theme, so the signed PDF reads the same.
 */
export function SignaturePadBox({ label, onChange }: SignaturePadBoxProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changed = useEffectEvent(onChange);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let pad: SignaturePad;
    try {
      pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: '#111' });
    } catch {
      // A browser without a 2D canvas: the Type tab still signs.
      return;
    }
    padRef.current = pad;
    // A canvas keeps its pixel size: match it to the box and the screen's density, keeping the
    // strokes (a hidden tab has no width, so nothing is done until it shows).
    const fit = () => {
      const width = canvas.offsetWidth;
      if (!width) return;
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
      const strokes = pad.toData();
      canvas.width = width * ratio;
      canvas.height = HEIGHT * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(canvas);
    const stroked = () => changed(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', stroked);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', stroked);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange('');
  };

  return (
    <>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        style={{
          display: 'block',
          width: '100%',
          height: HEIGHT,
          touchAction: 'none',
          background: '#fff',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          cursor: 'crosshair',
        }}
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          Sign with your finger or the mouse. Using a keyboard? Choose Type.
        </Text>
        <Button variant="default" size="compact-sm" onClick={clear}>
          Clear
        </Button>
      </Group>
    </>
  );
}
